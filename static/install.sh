#!/bin/sh
# svc installer: downloads the svc executable for this machine, checks it against SHA256SUMS,
# checks SHA256SUMS.sig (ed25519) with openssl when it is installed, and installs it to $SVC_INSTALL_DIR (default ~/.svc/bin). An existing install is left alone unless
# --force is given. The license file (~/.svc/license) is never read or written.
#
#   curl -fsSL __SVC_BASE_URL__/install.sh | sh
#   curl -fsSL __SVC_BASE_URL__/install.sh | sh -s -- --force
set -eu

BASE_URL="__SVC_BASE_URL__"
# The public keys releases are signed with (DER, standard base64), as the server's svc trusts them.
RELEASE_KEYS="__SVC_UPDATE_PUBLIC_KEYS__"
FORCE=0

say() { printf 'svc install: %s\n' "$*" >&2; }
die() { say "error: $*"; exit 1; }

usage() {
  cat <<USAGE
Usage: install.sh [--force]

Installs svc from $BASE_URL into \$SVC_INSTALL_DIR (default ~/.svc/bin).
  --force   replace an existing install
USAGE
}

for arg in "$@"; do
  case "$arg" in
    --force | -f) FORCE=1 ;;
    --help | -h) usage; exit 0 ;;
    *) usage >&2; die "unknown option $arg" ;;
  esac
done

if [ -z "${HOME:-}" ] && [ -z "${SVC_INSTALL_DIR:-}" ]; then
  die "HOME is not set; set SVC_INSTALL_DIR to the folder to install into"
fi
INSTALL_DIR="${SVC_INSTALL_DIR:-$HOME/.svc/bin}"

# ---- platform --------------------------------------------------------------------------------
os_name=$(uname -s 2>/dev/null || echo unknown)
arch_name=$(uname -m 2>/dev/null || echo unknown)
case "$os_name" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  MINGW* | MSYS* | CYGWIN* | Windows_NT) os=windows ;;
  *) os="" ;;
esac
case "$arch_name" in
  x86_64 | amd64 | x64) arch=amd64 ;;
  aarch64 | arm64 | armv8*) arch=arm64 ;;
  *) arch="" ;;
esac
# An x86_64 shell under Rosetta on Apple silicon: take the native build.
if [ "$os" = darwin ] && [ "$arch" = amd64 ] && [ "$(sysctl -n sysctl.proc_translated 2>/dev/null || echo 0)" = 1 ]; then
  arch=arm64
fi
if [ -z "$os" ] || [ -z "$arch" ] || { [ "$os" = windows ] && [ "$arch" = arm64 ]; }; then
  die "svc has no build for this platform ($os_name $arch_name). Builds exist for linux-amd64, linux-arm64, darwin-amd64, darwin-arm64 and windows-amd64; see $BASE_URL/download/SHA256SUMS"
fi

name="svc-latest-$os-$arch"
exe=svc
if [ "$os" = windows ]; then
  name="$name.exe"
  exe=svc.exe
fi
target="$INSTALL_DIR/$exe"

if [ -e "$target" ] && [ "$FORCE" -ne 1 ]; then
  say "svc is already installed at $target; left as it is."
  say "To replace it: curl -fsSL $BASE_URL/install.sh | sh -s -- --force   (or run: svc upgrade)"
  exit 0
fi

# ---- tools -----------------------------------------------------------------------------------
if command -v curl >/dev/null 2>&1; then
  fetch() { curl -fsSL --retry 2 -o "$2" "$1"; }
elif command -v wget >/dev/null 2>&1; then
  fetch() { wget -q -O "$2" "$1"; }
else
  die "neither curl nor wget is installed; install one of them and run this again"
fi
if command -v sha256sum >/dev/null 2>&1; then
  sha256() { sha256sum "$1" | cut -d ' ' -f 1; }
elif command -v shasum >/dev/null 2>&1; then
  sha256() { shasum -a 256 "$1" | cut -d ' ' -f 1; }
elif command -v openssl >/dev/null 2>&1; then
  sha256() { openssl dgst -sha256 "$1" | sed 's/^.*= *//'; }
else
  die "no SHA-256 tool found (sha256sum, shasum or openssl): the download cannot be checked"
fi

# ---- download and check ----------------------------------------------------------------------
tmp=$(mktemp -d 2>/dev/null || mktemp -d -t svc-install)
trap 'rm -rf "$tmp"' EXIT INT TERM

say "downloading $name from $BASE_URL/download/"
fetch "$BASE_URL/download/SHA256SUMS" "$tmp/SHA256SUMS" || die "could not download $BASE_URL/download/SHA256SUMS"
fetch "$BASE_URL/download/$name" "$tmp/$name" || die "could not download $BASE_URL/download/$name"

# ---- signature (docs/promises.md#release-signing: SHA256SUMS.sig is the base64url ed25519 signature over SHA256SUMS) --
signature=unchecked
if command -v openssl >/dev/null 2>&1 && openssl pkeyutl -help 2>&1 | grep -q rawin; then
  fetch "$BASE_URL/download/SHA256SUMS.sig" "$tmp/SHA256SUMS.sig" ||
    die "could not download $BASE_URL/download/SHA256SUMS.sig: the release is unsigned, so nothing was installed"
  sig=$(tr -d ' \r\n' <"$tmp/SHA256SUMS.sig" | tr '_-' '/+')
  case $((${#sig} % 4)) in
    2) sig="$sig==" ;;
    3) sig="$sig=" ;;
  esac
  printf '%s\n' "$sig" | openssl base64 -d -A >"$tmp/signature.bin" 2>/dev/null ||
    die "SHA256SUMS.sig is not a base64url signature; nothing was installed"
  for key in $RELEASE_KEYS; do
    printf '%s\n' "$key" | openssl base64 -d -A >"$tmp/key.der" 2>/dev/null || continue
    if openssl pkeyutl -verify -pubin -inkey "$tmp/key.der" -keyform DER -rawin -in "$tmp/SHA256SUMS" -sigfile "$tmp/signature.bin" >/dev/null 2>&1; then
      signature=verified
      break
    fi
  done
  [ "$signature" = verified ] ||
    die "SHA256SUMS.sig does not match SHA256SUMS with any release key of $BASE_URL: the release is signed by another key or was changed; nothing was installed"
else
  say "warning: openssl 3 is not installed, so the signature of SHA256SUMS was NOT checked (only the checksum, which"
  say "  comes from the same server). Install openssl and run this again to check it, or run: svc upgrade"
fi

expected=$(awk -v n="$name" '$2 == n || $2 == "*" n { print $1; exit }' "$tmp/SHA256SUMS")
[ -n "$expected" ] || die "SHA256SUMS lists no checksum for $name; nothing was installed"
actual=$(sha256 "$tmp/$name")
if [ "$actual" != "$expected" ]; then
  die "checksum mismatch for $name (expected $expected, got $actual); nothing was installed"
fi

# ---- install (a rename in the same folder: never a half-written svc) ---------------------------
mkdir -p "$INSTALL_DIR" || die "cannot create $INSTALL_DIR"
cp "$tmp/$name" "$INSTALL_DIR/.$exe.new.$$" || die "cannot write into $INSTALL_DIR"
chmod 755 "$INSTALL_DIR/.$exe.new.$$"
mv -f "$INSTALL_DIR/.$exe.new.$$" "$target" || { rm -f "$INSTALL_DIR/.$exe.new.$$"; die "cannot replace $target"; }
if [ "$signature" = verified ]; then
  say "installed svc to $target (checksum and release signature verified)"
else
  say "installed svc to $target (checksum verified; signature NOT checked: no openssl 3)"
fi

case ":${PATH:-}:" in
  *":$INSTALL_DIR:"*) ;;
  *)
    say "$INSTALL_DIR is not on your PATH. Add it, e.g. in ~/.profile (or ~/.zshrc):"
    say "  export PATH=\"$INSTALL_DIR:\$PATH\""
    ;;
esac
say "next: svc version, then svc license install <file> (or write the license to ~/.svc/license)"
