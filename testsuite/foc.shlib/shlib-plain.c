/* Purpose: a shared library built without foc: it stores the caller's
   pointer, hands it back, and calls back into instrumented code.  */
static char *plain_store;

void
plain_keep (char *p)
{
  plain_store = p;
}

char *
plain_get (void)
{
  return plain_store;
}

void
plain_call (void (*cb) (char *, int), char *p)
{
  cb (p, 3);
}
