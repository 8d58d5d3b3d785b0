# suite/xmllint/build.sh -- xmllint (Debian source package libxml2), with
# libxml2 built static into the program, so that all of the parser,
# tree, XPath and C14N code is compiled by the build under test.
# prepare runs once, with the plain compiler: autoreconf (Debian's
# patches touch Makefile.am, as debian/rules does) and configure (no
# Python bindings, no zlib/lzma/ICU, no HTTP/FTP).  Each build then runs
# make with its own CC and CFLAGS.

package=libxml2
srcglob='libxml2-[0-9]*'
binary=xmllint
build_deps='autoconf automake libtool pkg-config'

prepare ()
{
  autoreconf -fi > autoreconf.log 2>&1 &&
    ./configure CC="$PLAIN_CC" --disable-shared --without-python \
      --without-zlib --without-lzma --without-icu --without-http \
      --without-ftp --without-readline --without-history \
      > configure.log 2>&1
}

compile ()
{
  make -j2 CC="$1" CFLAGS="$2" xmllint
}
