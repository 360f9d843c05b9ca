// The system's libjpeg-turbo through its TurboJPEG API (libturbojpeg0-dev), for TerminalImages:
// unlike libjpeg's, its errors are return codes, never a jump out of the decoder.
#include <turbojpeg.h>
