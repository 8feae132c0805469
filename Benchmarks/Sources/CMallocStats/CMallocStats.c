#include "CMallocStats.h"
#include <malloc.h>

size_t bindkit_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks;
}
