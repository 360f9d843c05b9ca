// The system's libpng (libpng-dev), for TerminalImages.
#include <png.h>
