/* Purpose: an instrumented shared library: it receives a caller's buffer
   (bounds through the mailbox, across the DSO boundary), keeps it in a
   global (bounds through memory) and overflows it later.  Its public
   functions stay interposable: inst_twice calls the program's inst_add,
   not its own (foc once inlined small functions of -fPIC code as if
   declared inline).  Its arrays, which the program declares without a
   size, are in its table of globals.  */
char *inst_store;
char inst_name[8] = "name";
char inst_after[8] = "after";

void
inst_fill (char *dst, const char *src)
{
  for (int i = 0; src[i]; i++)
    dst[i] = src[i];		/* overflow: reported in inst_fill */
}

void
inst_keep (char *p)
{
  inst_store = p;
}

void
inst_poke (int i)
{
  inst_store[i] = 'L';		/* overflow: reported in inst_poke */
}

int
inst_scale (int x)
{
  return x * 3;
}

int
inst_add (int x)
{
  return inst_scale (x) + 1;	/* replaced by the program's */
}

int
inst_twice (int x)
{
  return inst_add (x) * 2;
}
