# bench/lib/common.sh -- small helpers shared by bench/run and the suite:
# messages, running as root, installing missing Debian packages.
# Sourced, not run.

say ()
{
  echo "bench: $*"
}

warn ()
{
  echo "bench: $*" >&2
}

die ()
{
  echo "bench: ERROR: $*" >&2
  exit 1
}

as_root ()
{
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  else
    sudo "$@"
  fi
}

# ensure_packages PKG...: apt-get install those of PKG not installed yet
# (refreshing the package lists once if the first attempt fails).
ensure_packages ()
{
  local p need=()
  for p in "$@"; do
    dpkg-query -W -f '${Status}\n' "$p" 2> /dev/null |
      grep -q 'install ok installed' || need+=("$p")
  done
  [ ${#need[@]} -eq 0 ] && return 0
  say "installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get install -y "${need[@]}" < /dev/null ||
    { as_root apt-get update < /dev/null &&
      as_root apt-get install -y "${need[@]}" < /dev/null; }
}

# cpu_of FILE: user + system seconds from a /usr/bin/time -f '%U %S ...'
# output file (its last line; earlier lines may be the command's own
# "Command exited with non-zero status" note).
cpu_of ()
{
  tail -n 1 "$1" | awk '{ printf "%.2f\n", $1 + $2 }'
}
