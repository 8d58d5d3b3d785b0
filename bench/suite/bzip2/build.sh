# suite/bzip2/build.sh -- bzip2 (Debian source package bzip2).
# The library and the program are compiled straight into one binary,
# without the package's Makefile: Debian's links bzip2 against libbz2.so,
# and the system's uninstrumented libbz2 would then do all the work.

package=bzip2
srcglob='bzip2-[0-9]*'
binary=bzip2

compile ()
{
  # shellcheck disable=SC2086  # CC and CFLAGS are lists of words
  $1 $2 -D_FILE_OFFSET_BITS=64 -o bzip2 \
    blocksort.c huffman.c crctable.c randtable.c compress.c decompress.c \
    bzlib.c bzip2.c
}
