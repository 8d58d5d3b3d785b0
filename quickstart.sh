#!/bin/sh
# quickstart.sh -- from a fresh Debian (bookworm) machine to a built foc
# and the demo, in the source tree.  Safe to run again: every step is
# skipped when it has nothing to do.
#
#   1. install the Debian packages that are missing (apt-get, through sudo
#      when not root);
#   2. autoreconf -fi, if configure is missing or older than its sources;
#   3. ./configure, if not configured yet;
#   4. make -j2;
#   5. make demo (demo/run), unless --no-demo.
#
# Usage: ./quickstart.sh [--no-demo] [-- CONFIGURE-ARGUMENTS...]

set -e

usage ()
{
  sed -n '2,/^$/s/^# \{0,1\}//p' "$0"
}

demo=yes
while [ $# -gt 0 ]; do
  case $1 in
    --no-demo) demo=no ;;
    -h | --help) usage; exit 0 ;;
    --) shift; break ;;
    *) echo "quickstart.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  esac
  shift
done

cd "$(dirname "$0")"

say ()
{
  echo "quickstart: $*"
}

# 1. Debian packages.  The plugin headers must match the gcc in use; on a
# machine without gcc yet, bookworm's gcc is 12.
if command -v dpkg-query >/dev/null 2>&1; then
  if command -v gcc >/dev/null 2>&1; then
    major=$(gcc -dumpversion | sed 's/\..*//')
  else
    major=12
  fi
  packages="gcc g++ make autoconf automake libtool pkg-config dejagnu
            gcc-$major-plugin-dev"
  missing=
  for p in $packages; do
    if ! dpkg-query -W -f '${Status}\n' "$p" 2>/dev/null |
        grep -q 'install ok installed'; then
      missing="$missing $p"
    fi
  done
  if [ -n "$missing" ]; then
    if [ "$(id -u)" -eq 0 ]; then
      sudo=
    elif command -v sudo >/dev/null 2>&1; then
      sudo=sudo
    else
      echo "quickstart: missing packages:$missing; install them as root" >&2
      exit 1
    fi
    say "installing:$missing"
    export DEBIAN_FRONTEND=noninteractive
    # A fresh container has no package lists yet: update only if needed.
    if ! $sudo apt-get install -y $missing; then
      $sudo apt-get update
      $sudo apt-get install -y $missing
    fi
  else
    say "all needed Debian packages are installed"
  fi
else
  say "not a Debian system: install gcc, g++, the GCC plugin headers," \
      "autoconf, automake, libtool and dejagnu yourself"
fi

# 2. The build system.
if [ ! -x configure ] || [ configure.ac -nt configure ] ||
   [ m4/foc-gcc-plugin.m4 -nt configure ] || [ ! -f Makefile.in ] ||
   [ Makefile.am -nt Makefile.in ]; then
  say "autoreconf -fi"
  autoreconf -fi
fi

# 3. Configure (again only when asked for arguments or not done yet).
if [ ! -f Makefile ] || [ ! -f config.status ] || [ $# -gt 0 ]; then
  say "./configure $*"
  ./configure "$@"
fi

# 4. Build.
say "make -j2"
make -j2

# 5. Demo.
if [ $demo = yes ]; then
  say "make demo"
  make demo
else
  say "built; run 'make demo' for the demo and 'make check' for the tests"
fi
