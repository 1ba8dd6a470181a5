# Gallery: one Bun process serving the API and the built client, with the SQLite file on a volume.
# Build: docker build -t gallery .   Run: docker run -p 3000:3000 -v gallery-data:/data --env-file .env gallery

# 1. Install every dependency (the client build needs the dev tools) and build the client with Vite on Node:
#    the browser's build (dist/client) and the server's render of a page's first screen (dist/server).
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. Production dependencies only, and no compiler. better-sqlite3 is a dev dependency (drizzle-kit's, on
#    Node), but drizzle-orm names it as an optional peer, so npm keeps it in an --omit=dev install: install
#    scripts are skipped so it is never compiled (the server runs on bun:sqlite and never loads it), and the
#    one script production needs, Bun's postinstall that puts the platform's binary in place, is run alone.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm rebuild bun

# 3. The runtime: Bun from the npm dependency, the server sources, migrations and the built client.
FROM debian:bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates tini && rm -rf /var/lib/apt/lists/* \
  && useradd --system --uid 10001 --home /app gallery && mkdir /data && chown gallery /data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json tsconfig.base.json bunfig.toml ./
COPY server ./server
COPY shared ./shared
COPY drizzle ./drizzle
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# The memory settings of the README's deployment: two malloc arenas, and a heap sized for a small server.
ENV MALLOC_ARENA_MAX=2 BUN_JSC_forceRAMSize=268435456
USER gallery
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["node_modules/.bin/bun", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node_modules/.bin/bun", "server/cli/start.ts"]
