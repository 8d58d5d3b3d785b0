# suite/lua/build.sh -- the lua interpreter (Debian source package
# lua5.4), compiled from src/ straight into one static binary (core,
# standard libraries and lua.c; no readline), without the package's
# libtool Makefile.

package=lua5.4
srcglob='lua5.4-[0-9]*'
binary=src/lua

# debian/rules writes this header (included by luaconf.h) before
# building; do the same.
prepare ()
{
  printf '#define DEB_HOST_MULTIARCH "%s"\n' "$("$PLAIN_CC" -print-multiarch)" \
    > src/lua5.4-deb-multiarch.h
}

compile ()
{
  (cd src &&
   # shellcheck disable=SC2086  # CC and CFLAGS are lists of words
   $1 $2 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX -Wl,-E -o lua \
     lapi.c lcode.c lctype.c ldebug.c ldo.c ldump.c lfunc.c lgc.c llex.c \
     lmem.c lobject.c lopcodes.c lparser.c lstate.c lstring.c ltable.c \
     ltm.c lundump.c lvm.c lzio.c lauxlib.c lbaselib.c lcorolib.c ldblib.c \
     liolib.c lmathlib.c loadlib.c loslib.c lstrlib.c ltablib.c lutf8lib.c \
     linit.c lua.c -lm -ldl)
}
