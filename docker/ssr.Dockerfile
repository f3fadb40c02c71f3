# syntax=docker/dockerfile:1
# The site server (scripts/site-server.mjs, shell/server/site): renders the storefront's pages with
# the shell's Node build, loading the catalog slice's Node build at run time from its live release
# (the releases volume) or the slice's own server, and answers /remotes.json, the sitemaps and
# robots.txt. The shell's nginx (web.Dockerfile,
# SITE_UPSTREAM) serves the files and the API and sends it everything else.
#   docker build -f docker/ssr.Dockerfile -t electronics-store/shell-ssr .
# `npm install`, not `npm ci`: the lockfile lacks other platforms' binaries.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
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
# The root's packages too: the server is the same Fastify app as `npm start`'s (shell/server/site).
RUN npm install --no-audit --no-fund --include-workspace-root -w shared-contracts -w store-runtime -w store-ui -w shell
COPY tsconfig.base.json rspack.shared.ts rspack.precompress.ts ./
COPY shared-contracts ./shared-contracts
COPY store-runtime ./store-runtime
COPY store-ui ./store-ui
COPY shell ./shell
COPY scripts/site.mjs scripts/site-server.mjs ./scripts/
RUN npm run build -w shared-contracts && npm run build -w shell && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8081
WORKDIR /app
COPY --from=build /app ./
USER node
EXPOSE 8081
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:8081/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/site-server.mjs"]
