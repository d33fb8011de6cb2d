/** Where uploaded and generated files live. One driver is chosen at start-up from the config. */
export interface Storage {
  /** Stores the bytes under `key` (never reused: keys carry a timestamp) and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}
