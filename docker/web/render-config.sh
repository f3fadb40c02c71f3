#!/bin/sh
# Renders the nginx configuration of one static app — the shell or a remote — from the
# templates in $NGINX_TEMPLATE_DIR into $NGINX_RUNTIME_DIR. The web image's entrypoint runs it
# at every container start; the production-like browser tests (e2e/prod) run this same script
# on the same templates.
#
# Environment:
#   APP_ROLE            shell | remote (the image sets it from its APP build argument)
#   APP_NAME            name in the access log (shell, mf-catalog, ...)
#   NGINX_LISTEN        listen address (default 8080; e.g. 127.0.0.1:8080)
#   WEB_ROOT            the built app (default /usr/share/nginx/html)
#   NGINX_RUNTIME_DIR   rendered config, pid, temp files, remotes.json (default /tmp/nginx)
#   NGINX_TEMPLATE_DIR  templates (default /etc/nginx/store)
#   NGINX_ACCESS_LOG    access log file (default /dev/stdout; "off" for none)
#   NGINX_WORKER_PROCESSES  (default auto)
#   NGINX_RESOLVER      DNS server for the API's name (default: the first nameserver in /etc/resolv.conf)
#  shell only:
#   API_UPSTREAM        where /api and /uploads go, e.g. http://api:4000 (required)
#   SITE_UPSTREAM       the site server (scripts/site-server.mjs), e.g. http://shell-ssr:8081 (required):
#                       every request that is not a built file or the API goes there
#   RELEASES_ROOT       the slices' release files, served under /releases/ (default /srv/releases)
#  remote only:
#   SHELL_ORIGIN        origin(s) allowed to load the slice (CORS), space or comma separated (required)
set -eu

fail() {
  echo "render-config: $*" >&2
  exit 1
}

APP_ROLE=${APP_ROLE:-}
APP_NAME=${APP_NAME:-$APP_ROLE}
NGINX_LISTEN=${NGINX_LISTEN:-8080}
WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
NGINX_RUNTIME_DIR=${NGINX_RUNTIME_DIR:-/tmp/nginx}
NGINX_TEMPLATE_DIR=${NGINX_TEMPLATE_DIR:-/etc/nginx/store}
NGINX_ACCESS_LOG=${NGINX_ACCESS_LOG:-/dev/stdout}
NGINX_WORKER_PROCESSES=${NGINX_WORKER_PROCESSES:-auto}

case "$APP_ROLE" in
  shell | remote) ;;
  *) fail "APP_ROLE must be 'shell' or 'remote' (got '$APP_ROLE')" ;;
esac
[ -d "$WEB_ROOT" ] || fail "WEB_ROOT $WEB_ROOT is not a folder"
command -v envsubst >/dev/null 2>&1 || fail "envsubst is missing (Debian: gettext-base)"

# An origin (scheme://host[:port]) from a URL; fails on anything else.
origin_of() {
  printf '%s' "$1" | sed -nE 's#^(https?://[A-Za-z0-9._-]+(:[0-9]+)?)(/[^" \\]*)?$#\1#p'
}

mkdir -p "$NGINX_RUNTIME_DIR"
for dir in client_body proxy fastcgi uwsgi scgi; do mkdir -p "$NGINX_RUNTIME_DIR/$dir"; done

# DNS for a named upstream (Docker's embedded DNS in compose); IP addresses need none.
if [ -z "${NGINX_RESOLVER:-}" ] && [ -r /etc/resolv.conf ]; then
  NGINX_RESOLVER=$(awk '$1 == "nameserver" { print $2; exit }' /etc/resolv.conf)
fi
case "${NGINX_RESOLVER:-}" in
  '') NGINX_RESOLVER_DIRECTIVE='# no resolver: upstreams are IP addresses' ;;
  *:*) NGINX_RESOLVER_DIRECTIVE="resolver [${NGINX_RESOLVER}] valid=10s;" ;;
  *) NGINX_RESOLVER_DIRECTIVE="resolver ${NGINX_RESOLVER} valid=10s ipv6=off;" ;;
esac

# Brotli only when this nginx has the modules (Debian: libnginx-mod-http-brotli-filter, and
# -static to send the build's precompressed .br files as they are).
: >"$NGINX_RUNTIME_DIR/modules.conf"
: >"$NGINX_RUNTIME_DIR/brotli.conf"
brotli=''
brotli_static=''
if nginx -V 2>&1 | grep -q 'brotli'; then
  brotli=built-in
  brotli_static=built-in
else
  for dir in /usr/lib/nginx/modules /usr/lib64/nginx/modules /etc/nginx/modules; do
    if [ -f "$dir/ngx_http_brotli_filter_module.so" ]; then
      echo "load_module $dir/ngx_http_brotli_filter_module.so;" >"$NGINX_RUNTIME_DIR/modules.conf"
      brotli=dynamic
      if [ -f "$dir/ngx_http_brotli_static_module.so" ]; then
        echo "load_module $dir/ngx_http_brotli_static_module.so;" >>"$NGINX_RUNTIME_DIR/modules.conf"
        brotli_static=dynamic
      fi
      break
    fi
  done
fi
if [ -n "$brotli" ]; then
  cat >"$NGINX_RUNTIME_DIR/brotli.conf" <<'BROTLI'
brotli on;
brotli_comp_level 5;
brotli_min_length 256;
brotli_types text/css application/javascript text/javascript application/json application/manifest+json image/svg+xml text/plain;
BROTLI
fi
if [ -n "$brotli_static" ]; then
  echo 'brotli_static on;' >>"$NGINX_RUNTIME_DIR/brotli.conf"
fi

# The Content-Security-Policy, as the site server sends it (shell/server/site/security-headers.ts,
# compared header by header in e2e/prod/headers.spec.ts): a page's for an HTML document, and for
# anything else the files' (FILE_POLICY), where nothing may run or be framed.
FILE_CONTENT_SECURITY_POLICY="default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

if [ "$APP_ROLE" = shell ]; then
  API_UPSTREAM=${API_UPSTREAM:-}
  API_UPSTREAM=${API_UPSTREAM%/}
  [ -n "$(origin_of "$API_UPSTREAM")" ] && [ "$(origin_of "$API_UPSTREAM")" = "$API_UPSTREAM" ] ||
    fail "API_UPSTREAM must be an address such as http://api:4000 (got '$API_UPSTREAM')"
  # Everything that is not a built file or the API goes to the site server: pages, /remotes.json,
  # /robots.txt and the sitemaps, with the security headers it sends.
  SITE_UPSTREAM=${SITE_UPSTREAM:-}
  SITE_UPSTREAM=${SITE_UPSTREAM%/}
  [ -n "$(origin_of "$SITE_UPSTREAM")" ] && [ "$(origin_of "$SITE_UPSTREAM")" = "$SITE_UPSTREAM" ] ||
    fail "SITE_UPSTREAM must be the site server's address, such as http://shell-ssr:8081 (got '$SITE_UPSTREAM')"
  # The shell's nginx sends no documents of its own, only scripts, styles and images.
  PAGE_CONTENT_SECURITY_POLICY=$FILE_CONTENT_SECURITY_POLICY
  CORS_ORIGIN_MAP='# the shell sends no CORS headers'
  RELEASES_ROOT=${RELEASES_ROOT:-/srv/releases}
  RELEASES_ROOT=${RELEASES_ROOT%/}
  export API_UPSTREAM SITE_UPSTREAM RELEASES_ROOT
else
  SHELL_ORIGIN=${SHELL_ORIGIN:-}
  [ -n "$SHELL_ORIGIN" ] || fail "SHELL_ORIGIN must name the shell's origin, e.g. http://localhost:3000"
  CORS_ORIGIN_MAP=''
  for origin in $(printf '%s' "$SHELL_ORIGIN" | tr ',' ' '); do
    origin=${origin%/}
    [ "$(origin_of "$origin")" = "$origin" ] || fail "SHELL_ORIGIN has '$origin', which is not an origin such as https://shop.example.in"
    CORS_ORIGIN_MAP="$CORS_ORIGIN_MAP    \"$origin\" \$http_origin;
"
  done
  # The slice's own page, for the team that builds it (SLICE_PAGE_POLICY).
  PAGE_CONTENT_SECURITY_POLICY="default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
  API_UPSTREAM=''
  SITE_UPSTREAM=''
  RELEASES_ROOT=''
fi

export APP_NAME NGINX_LISTEN WEB_ROOT NGINX_RUNTIME_DIR NGINX_ACCESS_LOG NGINX_WORKER_PROCESSES
export NGINX_RESOLVER_DIRECTIVE PAGE_CONTENT_SECURITY_POLICY FILE_CONTENT_SECURITY_POLICY CORS_ORIGIN_MAP
# Only our variables: nginx's own ($uri, $http_origin, ...) stay as they are.
vars='${APP_NAME} ${NGINX_LISTEN} ${WEB_ROOT} ${NGINX_RUNTIME_DIR} ${NGINX_ACCESS_LOG} ${NGINX_WORKER_PROCESSES} ${NGINX_RESOLVER_DIRECTIVE} ${PAGE_CONTENT_SECURITY_POLICY} ${FILE_CONTENT_SECURITY_POLICY} ${CORS_ORIGIN_MAP} ${API_UPSTREAM} ${SITE_UPSTREAM} ${RELEASES_ROOT}'
render() {
  envsubst "$vars" <"$NGINX_TEMPLATE_DIR/$1" >"$NGINX_RUNTIME_DIR/$2"
}
render nginx.conf.template nginx.conf
render static-files.conf static-files.conf
render proxy.conf proxy.conf
render site-proxy.conf site-proxy.conf
render security-headers.conf.template security-headers.conf
render "$APP_ROLE.conf.template" site.conf

echo "render-config: $APP_ROLE $APP_NAME on $NGINX_LISTEN from $WEB_ROOT${brotli:+ (brotli)}" >&2
