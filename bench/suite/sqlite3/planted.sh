# suite/sqlite3/planted.sh -- trigger for planted.patch:
# sqlite3VdbeSerialTypeLen (record decoding: OP_Column, comparisons)
# tests serial_type > 128 instead of >= 128, so serial type 128 -- a
# 58-byte BLOB -- reads sqlite3SmallTypeSizes[128], one past the
# 128-entry global table.

planted_run ()
{
  local bin=$1
  "$bin" :memory: 'CREATE TABLE t (b BLOB);
                   INSERT INTO t VALUES (zeroblob(58));
                   SELECT length(b) FROM t;'
}
