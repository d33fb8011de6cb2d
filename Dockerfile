# One stateless app image; run N of these behind a load balancer (see compose.yaml and ARCHITECTURE.md).
FROM node:24-bookworm-slim
WORKDIR /app
# Two malloc arenas instead of one per thread, and freed memory handed back: tens of MB less idle memory
# (decision 006).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
COPY scripts/package.json scripts/
# The image's own Node is 24: the copy the `node` dev dependency downloads is for machines whose Node is older
# (decision 042), so it leaves the image in the step that made it.
RUN npm ci --include=dev && rm -r node_modules/node node_modules/.bin/node
COPY . .
# The web app and the server, compiled: the container runs plain node, no TypeScript compiler at start.
RUN npm run build
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/start.js"]
