# suite/lua/planted.sh -- trigger for planted.patch: numusearray (the
# census ltable.c takes of a table's array part before every rehash)
# reads t->array[i] instead of t->array[i-1], one slot past the array
# when it reaches its end.  Growing any table one integer key at a time
# rehashes it, so a plain loop filling a sequence triggers it.

planted_run ()
{
  local bin=$1
  "$bin" -e 'local t = {} for i = 1, 1000 do t[i] = i end print(#t)'
}
