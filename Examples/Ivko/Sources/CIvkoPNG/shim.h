// The system's libpng (its simplified write API) for the C of CIvkoPictureEncoder only. The shop's own
// module name, so it never meets the Layers package's CLibPNG in one module graph.
#include <png.h>
