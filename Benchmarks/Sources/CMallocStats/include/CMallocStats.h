#ifndef CMALLOCSTATS_H
#define CMALLOCSTATS_H
#include <stddef.h>
/// Bytes the process's heap has handed out and not taken back (glibc's mallinfo2().uordblks).
size_t bindkit_heap_bytes_in_use(void);
#endif
