// The system's libjpeg (classic API) for the C of CIvkoPictureEncoder only, never for Swift: libjpeg
// reports an error by jumping out of the compressor, which must not cross Swift frames. The shop's own
// module name, so it never meets the Layers package's CLibJPEG in one module graph.
// jpeglib.h uses FILE and size_t without including their headers, so <stdio.h> comes first.
#include <stdio.h>
#include <jpeglib.h>
