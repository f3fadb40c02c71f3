#!/bin/sh
# Web image entrypoint: render the nginx config (and the shell's /remotes.json) from the
# environment, then run nginx in the foreground as PID 1 (SIGQUIT: graceful stop).
set -eu
NGINX_TEMPLATE_DIR=${NGINX_TEMPLATE_DIR:-/etc/nginx/store}
APP_ROLE=${APP_ROLE:-$(cat "$NGINX_TEMPLATE_DIR/role")}
export APP_ROLE
store-render-config
exec nginx -e stderr -c "${NGINX_RUNTIME_DIR:-/tmp/nginx}/nginx.conf"
