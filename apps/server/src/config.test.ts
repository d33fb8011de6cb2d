import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.upcLookup).toBe('catalogue');
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.posterHosts).toEqual(['image.tmdb.org', 'm.media-amazon.com', 'img.omdbapi.com']);
    expect(config.trustProxy).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://rewind.example.com/',
      DATABASE_URL: 'postgres://u@db/rewind',
      S3_BUCKET: 'media',
      S3_PUBLIC_URL: 'https://cdn.example.com',
      SMTP_URL: 'smtp://mail:25',
      POSTER_HOSTS: ' Image.TMDB.org , cdn.example.com,',
      UPC_LOOKUP: 'upcitemdb',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_EMAILS: ' A@Example.com, b@example.com ,',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'DEBUG',
      TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,FD00::/8 ,',
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://rewind.example.com');
    expect(config.s3).toMatchObject({
      bucket: 'media',
      region: 'us-east-1',
      publicUrl: 'https://cdn.example.com',
    });
    expect(config.posterHosts).toEqual(['image.tmdb.org', 'cdn.example.com']);
    expect(config.adminEmails).toEqual(['a@example.com', 'b@example.com']);
    expect(config.seedDemo).toBe(false);
    expect(config.logLevel).toBe('debug');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['UPC_LOOKUP', 'google'],
    ['SEED_DEMO', 'maybe'],
    ['AUTH_SECRET', 'short'],
    ['LOG_LEVEL', 'LOUD'],
    ['POSTER_HOSTS', 'https://image.tmdb.org'],
    ['POSTER_HOSTS', 'image.tmdb.org:443'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1/8/8'],
    ['TRUST_PROXY', 'fd00::/129'],
  ])('names %s when its value %j is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('reads a full S3 configuration', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/media',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com/media',
    });
  });

  const s3 = { S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.com' };
  it.each([
    ['S3_BUCKET', { S3_ENDPOINT: 'http://127.0.0.1:9000' }],
    ['S3_BUCKET', { S3_PUBLIC_URL: 'https://cdn.example.com' }],
    ['S3_PUBLIC_URL', { S3_BUCKET: 'media' }],
    ['S3_PUBLIC_URL', { ...s3, S3_PUBLIC_URL: 's3://media' }],
    ['S3_ENDPOINT', { ...s3, S3_ENDPOINT: 'minio:9000' }],
    ['S3_SECRET_ACCESS_KEY', { ...s3, S3_ACCESS_KEY_ID: 'key' }],
    ['S3_ACCESS_KEY_ID', { ...s3, S3_SECRET_ACCESS_KEY: 'secret' }],
  ])('names %s when the S3 variables do not fit together: %j', (name, env) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ' }).databaseUrl).toBeUndefined();
  });
});
