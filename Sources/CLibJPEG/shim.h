// The system's libjpeg through its own (classic) API: libjpeg-turbo's libjpeg62-turbo-dev on Debian and
// Ubuntu, jpeg-turbo on Homebrew. Used by the C of CJPEGShim (and the tests' encoder), never by Swift:
// libjpeg reports an error by jumping out of the decoder (`error_exit`), which must not cross Swift frames.
// jpeglib.h uses FILE and size_t without including their headers, so <stdio.h> comes first.
#include <stdio.h>
#include <jpeglib.h>
