# suite/xz/build.sh -- xz (Debian source package xz-utils): liblzma built
# static and linked into the xz program, so all of its code is compiled
# by the build under test.  configure runs once, with the plain compiler
# (prepare); each build then runs make with its own CC and CFLAGS.

package=xz-utils
srcglob='xz-utils-[0-9]*'
binary=src/xz/xz

prepare ()
{
  ./configure CC="$PLAIN_CC" --disable-shared --disable-nls --disable-doc \
    --disable-scripts --disable-xzdec --disable-lzmadec --disable-lzmainfo \
    --disable-lzma-links > configure.log 2>&1
}

compile ()
{
  make -j2 -C src/liblzma CC="$1" CFLAGS="$2" &&
    make -j2 -C src/xz CC="$1" CFLAGS="$2"
}
