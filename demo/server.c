/* server.c -- a small line-oriented "server" with a classic stack overflow,
   for the foc demo (demo/run).

   Reads one request per line from standard input and answers each on
   standard output, flushing after every answer as a network server would:

     GREET NAME   ->  Hello, NAME!
     ECHO TEXT    ->  TEXT
     COUNT        ->  requests so far: N
     QUIT         ->  Bye.  (and exits 0)

   The bug: greet () copies NAME into the 16-byte array NAME on its own
   stack frame with an unbounded byte loop.  A longer name runs over the
   array, the saved registers and the return address.  Built plainly, a
   ~200-byte name crashes the server when greet () returns; built with foc,
   the writes past the array are dropped (oblivious mode), so the name is
   silently truncated to 15 characters by the final
   name[sizeof name - 1] = '\0', and the server goes on answering.  */

#include <stdio.h>
#include <string.h>

static unsigned long requests;

/* Answer "GREET ARG".  Not inlined, so that the overflowing array lives in
   its own frame, as in a real request dispatcher.  */

static void __attribute__ ((noinline))
greet (const char *arg)
{
  char name[16];
  size_t i;

  /* BUG: no bound on I.  */
  for (i = 0; arg[i] != '\0' && arg[i] != '\n'; i++)
    name[i] = arg[i];
  name[i] = '\0';
  name[sizeof name - 1] = '\0';

  printf ("Hello, %s!\n", name);
}

/* Answer the request in LINE.  Return 0 after QUIT, 1 otherwise.  */

static int
serve (char *line)
{
  line[strcspn (line, "\r\n")] = '\0';
  requests++;

  if (strncmp (line, "GREET ", 6) == 0)
    greet (line + 6);
  else if (strncmp (line, "ECHO ", 5) == 0)
    printf ("%s\n", line + 5);
  else if (strcmp (line, "COUNT") == 0)
    printf ("requests so far: %lu\n", requests);
  else if (strcmp (line, "QUIT") == 0)
    {
      printf ("Bye.\n");
      return 0;
    }
  else
    printf ("ERROR unknown request\n");
  return 1;
}

int
main (void)
{
  char line[1024];

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      int more = serve (line);

      fflush (stdout);
      if (!more)
        break;
    }
  return 0;
}
