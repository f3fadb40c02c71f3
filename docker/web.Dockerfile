# syntax=docker/dockerfile:1
# One recipe for every static app of the store: the shell or one remote, picked by APP.
#   docker build -f docker/web.Dockerfile --build-arg APP=mf-catalog -t electronics-store/mf-catalog .
# Runtime: Debian's nginx, the same one the production-like browser tests (e2e/prod) run the
# same config on. At start the entrypoint renders the config from the environment (and, in
# the shell, /remotes.json and the API address), so a slice moves without a rebuild.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
RUN case "$APP" in shell | mf-catalog | mf-cart-checkout | mf-account | mf-admin) ;; \
      *) echo "--build-arg APP= must be shell, mf-catalog, mf-cart-checkout, mf-account or mf-admin" >&2; exit 1 ;; esac
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
# `npm install`, not `npm ci`: the lockfile lacks other platforms' binaries.
RUN npm install --no-audit --no-fund --include-workspace-root -w shared-contracts -w store-runtime -w store-ui -w "$APP"
COPY tsconfig.base.json rspack.shared.ts rspack.precompress.ts federation-runtime-provider.ts ./
COPY shared-contracts ./shared-contracts
COPY store-runtime ./store-runtime
COPY store-ui ./store-ui
COPY ${APP} ./${APP}
RUN npm run build -w "$APP"

FROM ${RUNTIME_IMAGE}
ARG APP
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static gettext-base curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html
ENV APP_NAME=${APP} \
    NGINX_LISTEN=8080 \
    WEB_ROOT=/srv/app \
    NGINX_RUNTIME_DIR=/tmp/nginx \
    NGINX_TEMPLATE_DIR=/etc/nginx/store \
    NGINX_ACCESS_LOG=/dev/stdout
COPY docker/nginx/ /etc/nginx/store/
COPY --chmod=755 docker/web/render-config.sh /usr/local/bin/store-render-config
COPY --chmod=755 docker/web/entrypoint.sh /usr/local/bin/store-entrypoint
RUN if [ "$APP" = shell ]; then echo shell; else echo remote; fi >/etc/nginx/store/role
COPY --from=build /app/${APP}/dist/ /srv/app/
# Not root: nginx listens on 8080 and writes only under /tmp (the container may be read-only).
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/healthz"]
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/usr/local/bin/store-entrypoint"]
