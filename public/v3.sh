#!/usr/bin/env bash
#
# AList v3 installer for Linux (x86_64 / arm64) with systemd.
#
#   curl -fsSL https://alist.nn.ci/v3.sh | sudo bash -s install   [dir]
#   curl -fsSL https://alist.nn.ci/v3.sh | sudo bash -s update    [dir]
#   curl -fsSL https://alist.nn.ci/v3.sh | sudo bash -s uninstall [dir]
#
# dir defaults to /opt/alist. A dir that does not end in "/alist" gets "/alist"
# appended, so "install /srv" installs into /srv/alist.
#
# Environment:
#   VERSION   release to fetch: "latest" (default), "beta", or a tag such as v3.38.0
#   GH_PROXY  prefix for GitHub download URLs, e.g. a mirror ending in "/" (default: none)
#   PORT      port checked before install and shown in the summary (default: 5244)

set -euo pipefail

REPO="alist-org/alist"
SERVICE_NAME="alist"
SERVICE_FILE="/etc/systemd/system/${SERVICE_NAME}.service"
VERSION="${VERSION:-latest}"
GH_PROXY="${GH_PROXY:-}"
PORT="${PORT:-5244}"

if [ -t 1 ]; then
  C_RED=$'\033[1;31m'; C_GREEN=$'\033[1;32m'; C_YELLOW=$'\033[1;33m'; C_OFF=$'\033[0m'
else
  C_RED=""; C_GREEN=""; C_YELLOW=""; C_OFF=""
fi

info() { printf '%s==>%s %s\n' "$C_GREEN" "$C_OFF" "$*"; }
warn() { printf '%swarning:%s %s\n' "$C_YELLOW" "$C_OFF" "$*" >&2; }
die()  { printf '%serror:%s %s\n' "$C_RED" "$C_OFF" "$*" >&2; exit 1; }

usage() {
  cat <<EOF
Usage: v3.sh <install|update|uninstall> [dir]

  install [dir]    download AList, create the systemd service and start it
  update [dir]     replace the binary with the chosen release and restart
  uninstall [dir]  stop and remove the service and the binary (data/ is kept)

dir defaults to /opt/alist. Set VERSION=beta or VERSION=v3.x.y to pick a release.
EOF
}

# ---------- arguments ----------

ACTION="${1:-}"
case "$ACTION" in
  install|update|uninstall) ;;
  -h|--help|help) usage; exit 0 ;;
  *) usage >&2; exit 2 ;;
esac

INSTALL_DIR="${2:-/opt/alist}"
case "$INSTALL_DIR" in
  /*) ;;
  *) die "the install directory must be an absolute path (got '$INSTALL_DIR')" ;;
esac
INSTALL_DIR="${INSTALL_DIR%/}"
[ -n "$INSTALL_DIR" ] || die "refusing to use / as the install directory"
case "$INSTALL_DIR" in
  */alist) ;;
  *) INSTALL_DIR="$INSTALL_DIR/alist" ;;
esac
BIN="$INSTALL_DIR/alist"

# ---------- checks ----------

[ "$(uname -s)" = "Linux" ] || die "this script supports Linux only; see https://alist.nn.ci/guide/install/manual"
[ "$(id -u)" -eq 0 ] || die "run it as root, e.g. 'curl -fsSL https://alist.nn.ci/v3.sh | sudo bash -s $ACTION'"
command -v systemctl >/dev/null 2>&1 || die "systemd (systemctl) was not found; install AList manually instead"
command -v tar >/dev/null 2>&1 || die "tar is required"

case "$(uname -m)" in
  x86_64|amd64)  ARCH="amd64" ;;
  aarch64|arm64) ARCH="arm64" ;;
  *) die "unsupported CPU '$(uname -m)'; only x86_64 and arm64 are handled here. Download a build from https://github.com/$REPO/releases" ;;
esac

ASSET="alist-linux-musl-${ARCH}.tar.gz"
if [ "$VERSION" = "latest" ]; then
  URL="${GH_PROXY}https://github.com/${REPO}/releases/latest/download/${ASSET}"
else
  URL="${GH_PROXY}https://github.com/${REPO}/releases/download/${VERSION}/${ASSET}"
fi

download() { # url dest
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 3 --connect-timeout 15 -o "$2" "$1"
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$2" "$1"
  else
    die "curl or wget is required"
  fi
}

port_in_use() {
  if command -v ss >/dev/null 2>&1; then
    ss -ltn 2>/dev/null | awk '{print $4}' | grep -Eq "[:.]${PORT}\$"
  elif command -v netstat >/dev/null 2>&1; then
    netstat -ltn 2>/dev/null | awk '{print $4}' | grep -Eq "[:.]${PORT}\$"
  else
    return 1
  fi
}

TMP_DIR=""
cleanup() { if [ -n "$TMP_DIR" ]; then rm -rf "$TMP_DIR"; fi; }
trap cleanup EXIT

# Download the release archive and unpack the binary to $1. Returns non-zero on failure.
fetch_binary() {
  TMP_DIR="$(mktemp -d)"
  info "Downloading $ASSET ($VERSION)"
  if ! download "$URL" "$TMP_DIR/$ASSET"; then
    warn "download failed: $URL"
    return 1
  fi
  if ! tar -xzf "$TMP_DIR/$ASSET" -C "$TMP_DIR" alist; then
    warn "the archive did not contain an 'alist' binary"
    return 1
  fi
  install -m 0755 "$TMP_DIR/alist" "$1"
}

write_service() {
  cat >"$SERVICE_FILE" <<EOF
[Unit]
Description=AList file list server
Wants=network-online.target
After=network-online.target

[Service]
Type=simple
WorkingDirectory=$INSTALL_DIR
ExecStart=$BIN server
Restart=on-failure
RestartSec=5
LimitNOFILE=65535

[Install]
WantedBy=multi-user.target
EOF
  systemctl daemon-reload
}

# AList prints the random first password once, on standard error, which systemd keeps in the journal.
show_password() {
  local since="$1" line="" i
  for i in 1 2 3 4 5 6 7 8 9 10; do
    line="$(journalctl -u "$SERVICE_NAME" --since "@$since" --no-pager -o cat 2>/dev/null | grep -a 'initial password is: ' | tail -n 1 || true)"
    if [ -n "$line" ]; then break; fi
    sleep 1
  done
  if [ -n "$line" ]; then
    line="${line##*initial password is: }"
    line="$(printf '%s' "$line" | sed 's/\x1b\[[0-9;]*m//g; s/[[:space:]]*$//')"
    printf '  Username: %sadmin%s\n  Password: %s%s%s\n' "$C_GREEN" "$C_OFF" "$C_GREEN" "$line" "$C_OFF"
  else
    printf '  The initial password was not found in the journal. Set one with:\n'
    printf '    cd %s && ./alist admin set NEW_PASSWORD\n' "$INSTALL_DIR"
  fi
}

# ---------- actions ----------

do_install() {
  [ -e "$BIN" ] && die "AList is already installed in $INSTALL_DIR; use 'update' or 'uninstall'"
  [ -e "$SERVICE_FILE" ] && die "$SERVICE_FILE already exists (another installation?); uninstall it first"
  if port_in_use; then
    warn "port $PORT is already in use; AList will fail to start until it is free or scheme.http_port is changed"
  fi
  mkdir -p "$INSTALL_DIR"
  fetch_binary "$BIN" || { rmdir "$INSTALL_DIR" 2>/dev/null || true; die "installation aborted"; }
  write_service
  local started
  started="$(date +%s)"
  systemctl enable --now "$SERVICE_NAME" >/dev/null 2>&1 || die "the service did not start; see 'journalctl -u $SERVICE_NAME'"

  echo
  info "AList is installed in $INSTALL_DIR and running as the '$SERVICE_NAME' service."
  printf '  Address:  http://<server-ip>:%s/\n' "$PORT"
  printf '  Config:   %s/data/config.json\n' "$INSTALL_DIR"
  show_password "$started"
  echo
  printf '  Manage it with: systemctl {status|start|stop|restart} %s\n' "$SERVICE_NAME"
  printf '  If the page does not open, check the firewall and your cloud security group.\n'
}

do_update() {
  [ -x "$BIN" ] || die "no AList found in $INSTALL_DIR"
  if [ -f "$INSTALL_DIR/data/config.json" ] && grep -q '"assets"' "$INSTALL_DIR/data/config.json"; then
    die "$INSTALL_DIR holds an AList v2 installation; v3 cannot reuse it. Install v3 into another directory."
  fi
  info "Stopping $SERVICE_NAME"
  systemctl stop "$SERVICE_NAME" || true
  cp -p "$BIN" "$BIN.bak"
  if fetch_binary "$BIN"; then
    rm -f "$BIN.bak"
  else
    warn "update failed, restoring the previous binary"
    mv -f "$BIN.bak" "$BIN"
    systemctl start "$SERVICE_NAME" || true
    exit 1
  fi
  [ -e "$SERVICE_FILE" ] || write_service
  systemctl start "$SERVICE_NAME"
  info "Updated: $("$BIN" version 2>/dev/null | grep -E '^Version:' || echo "$VERSION")"
}

do_uninstall() {
  [ -e "$BIN" ] || [ -e "$SERVICE_FILE" ] || die "no AList found in $INSTALL_DIR"
  info "Stopping and removing the $SERVICE_NAME service"
  systemctl disable --now "$SERVICE_NAME" >/dev/null 2>&1 || true
  rm -f "$SERVICE_FILE"
  systemctl daemon-reload
  rm -f "$BIN" "$BIN.bak"
  rm -rf "$INSTALL_DIR/daemon"
  info "AList has been removed."
  if [ -d "$INSTALL_DIR/data" ]; then
    printf '  Your data (config, database, logs) is still in %s/data.\n' "$INSTALL_DIR"
    printf '  Delete it with: rm -rf %s\n' "$INSTALL_DIR"
  else
    rmdir "$INSTALL_DIR" 2>/dev/null || true
  fi
}

case "$ACTION" in
  install)   do_install ;;
  update)    do_update ;;
  uninstall) do_uninstall ;;
esac
