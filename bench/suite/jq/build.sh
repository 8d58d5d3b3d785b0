# suite/jq/build.sh -- jq (Debian source package jq), with libjq built
# static into the program.  Without oniguruma (the regular expression
# builtins; the workload does not use them), so that all the code that
# runs is compiled by the build under test.  prepare runs autoreconf and
# configure with the plain compiler and generates src/builtin.inc and
# src/version.h; each build then runs make with its own CC and CFLAGS.

package=jq
srcglob='jq-[0-9]*'
binary=jq
build_deps='autoconf automake libtool'

prepare ()
{
  autoreconf -fi > autoreconf.log 2>&1 &&
    ./configure CC="$PLAIN_CC" --disable-shared --without-oniguruma \
      --disable-docs --disable-maintainer-mode --disable-valgrind \
      > configure.log 2>&1 &&
    make src/builtin.inc src/version.h > prepare.log 2>&1
}

compile ()
{
  make -j2 CC="$1" CFLAGS="$2" jq
}
