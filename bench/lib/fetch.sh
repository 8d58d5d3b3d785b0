# bench/lib/fetch.sh -- unpack a Debian source package into $work/src.
# Sourced by bench/run; uses say/as_root from common.sh.

have_deb_src ()
{
  grep -qs '^Types:.*deb-src' /etc/apt/sources.list.d/*.sources ||
    grep -qs '^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list
}

enable_deb_src ()
{
  have_deb_src && return 0
  say "enabling deb-src in /etc/apt/sources.list.d/debian-src.sources" >&2
  sed 's/^Types: deb$/Types: deb-src/' \
      /etc/apt/sources.list.d/debian.sources |
    as_root tee /etc/apt/sources.list.d/debian-src.sources > /dev/null
  as_root apt-get update < /dev/null >&2
}

# fetch_source PACKAGE GLOB: print (alone on standard output) the directory of PACKAGE's unpacked
# source under $work/src (a directory matching GLOB), running
# `apt-get source' first if there is none.  If the newest version cannot
# be downloaded (the archive can lag behind the package lists, e.g. a
# superseded security update), refresh the lists, then try every other
# version apt knows, newest first.
fetch_source ()
{
  local pkg=$1 glob=$2 dir v
  dir=$(find "$work/src" -maxdepth 1 -type d -name "$glob" 2> /dev/null |
        sort | tail -n 1)
  if [ -z "$dir" ]; then
    enable_deb_src
    mkdir -p "$work/src"
    say "apt-get source $pkg" >&2
    if ! (cd "$work/src" && apt-get source "$pkg" < /dev/null) \
           > "$work/src/$pkg.fetch.log" 2>&1; then
      as_root apt-get update < /dev/null > /dev/null 2>&1 || true
      for v in $(apt-cache showsrc "$pkg" |
                 awk -v p="$pkg" '$1 == "Package:" { ok = ($2 == p) }
                                  ok && $1 == "Version:" { print $2 }' |
                 sort -r -V -u); do
        say "apt-get source $pkg=$v" >&2
        (cd "$work/src" && apt-get source "$pkg=$v" < /dev/null) \
          >> "$work/src/$pkg.fetch.log" 2>&1 && break
      done
    fi
    dir=$(find "$work/src" -maxdepth 1 -type d -name "$glob" | sort |
          tail -n 1)
    [ -n "$dir" ] ||
      die "cannot fetch the source of $pkg (see $work/src/$pkg.fetch.log)"
  fi
  echo "$dir"
}
