# syntax=docker/dockerfile:1
# The API: Fastify on Node LTS, migrations applied at start (under a PostgreSQL advisory
# lock, so several replicas may start together), uploads in /data/uploads (a volume the
# replicas share). Build from the repository root:
#   docker build -f docker/api.Dockerfile -t electronics-store/api .
# `npm install`, not `npm ci`: the lockfile lacks other platforms' binaries (sharp, swc).
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's package.json, so npm sees the same workspaces as the lockfile.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY store-runtime/package.json store-runtime/
COPY store-ui/package.json store-ui/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-cart-checkout/package.json mf-cart-checkout/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm install --no-audit --no-fund --include-workspace-root -w shared-contracts -w api
COPY tsconfig.base.json ./
COPY shared-contracts ./shared-contracts
COPY api ./api
RUN npm run build -w shared-contracts && npm run build -w api

FROM manifests AS deps
# npm may nest some of the API's packages under api/node_modules (drizzle-orm is): keep that folder too.
RUN npm install --no-audit --no-fund --omit=dev -w shared-contracts -w api && npm cache clean --force \
    && mkdir -p api/node_modules

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    API_DATA_DIR=/data \
    RELEASES_DIR=/srv/releases
WORKDIR /app
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/shared-contracts/package.json ./shared-contracts/
COPY --from=build /app/shared-contracts/dist ./shared-contracts/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/drizzle ./api/drizzle
# The image's node user (uid 1000) owns the data folder and the release store; a new named volume
# copies that ownership.
RUN mkdir -p /data/uploads /srv/releases && chown -R node:node /data /srv/releases
USER node
VOLUME ["/data/uploads"]
# 4000: the public API; 4001: the release registry (REGISTRY_PORT, REGISTRY_HOST), for the
# site server and deploy jobs on the internal network only.
EXPOSE 4000 4001
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1 and handles SIGTERM itself: it stops taking requests, then closes the pool.
CMD ["node", "--conditions=default", "api/dist/server.js"]
