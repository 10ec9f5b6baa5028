# syntax=docker/dockerfile:1
# Baobab SaaS image: `docker build -t baobab .` then
#   docker run -p 8080:8080 -v baobab-data:/data \
#     -e DATABASE_URL=postgres://user:pass@db:5432/baobab -e APP_SECRET=… baobab
# Node 24 is the LTS line the desktop app's Electron embeds, so both targets run the same Node.
ARG NODE_VERSION=24

# ---- build: renderer (vite) and server bundle (esbuild) -----------------------------------------
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /src
# electron is a devDependency for its types only: never download its binary here.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1
COPY package.json package-lock.json ./
# No install scripts: none is needed to build (esbuild's binary comes from its platform package).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies, with sqlite3's native binding ------------------------------------
FROM node:${NODE_VERSION}-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are off (the project's allowScripts denies them), so sqlite3's own install step
# is run explicitly: its Node-API prebuilt binary, else a build from source (this image has the
# toolchain). The server imports sqlite3 even on PostgreSQL, so the binding must be there.
# Then drop the renderer-only packages: the renderer is already built into dist/renderer (same
# list as electron-builder.yml `files`, checked by build/electron-builder.test.ts).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && (cd node_modules/sqlite3 && npm run install) \
 && node -e "require('sqlite3')" \
 && rm -rf node_modules/sqlite3/deps node_modules/sqlite3/src node_modules/sqlite3/build/Release/obj* \
 && rm -rf node_modules/@mui node_modules/@emotion node_modules/@hookform node_modules/react node_modules/react-dom node_modules/react-router node_modules/react-router-dom node_modules/react-hook-form node_modules/react-i18next

# ---- runtime -------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    APP_PROFILE=saas \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/dist/server ./dist/server
COPY --from=build /src/dist/renderer ./dist/renderer
# The server resolves shipped files from its working directory (/app/resources).
COPY --from=build /src/resources ./resources
RUN groupadd --system baobab && useradd --system --gid baobab --home-dir /app --shell /usr/sbin/nologin baobab \
 && mkdir -p /data && chown baobab:baobab /data
USER baobab
# Stored documents, the mail outbox, generated keys (and the SQLite file when no DATABASE_URL).
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-old-space-size=1024", "dist/server/main.js"]
