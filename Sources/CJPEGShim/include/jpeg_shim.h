// CJPEGShim: a JPEG held in memory decoded into 8-bit RGB with the system's libjpeg, for TerminalImages.
//
// libjpeg reports an error by calling `error_exit`, which must not return; the shim's jumps back (longjmp)
// to a setjmp inside the shim, so the jump never crosses a Swift frame, and every failure comes back as a
// `jpeg_shim_status` with libjpeg's message copied into the caller's buffer. Nothing here aborts or prints.
//
// Use: `jpeg_shim_open` reads the header (nothing the size of the picture is allocated yet), the caller
// checks the size and allocates width × height × 3 bytes, `jpeg_shim_read_rgb` fills them, and
// `jpeg_shim_close` frees everything, whatever happened before. The bytes given to `jpeg_shim_open` must
// stay valid until `jpeg_shim_close`. One decoder serves one picture on one thread.
#ifndef JPEG_SHIM_H
#define JPEG_SHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a call ended.
typedef enum jpeg_shim_status {
    /// Done.
    JPEG_SHIM_OK = 0,
    /// libjpeg refused the data (damaged, or cut short inside its header); the message is libjpeg's.
    JPEG_SHIM_CORRUPT = 1,
    /// A colour space the shim does not turn into RGB (it knows grey, YCbCr, RGB, CMYK and YCCK).
    JPEG_SHIM_UNSUPPORTED_COLOR_SPACE = 2,
    /// More scans than `JPEG_SHIM_MAX_SCANS`: a progressive file built to keep the decoder busy.
    JPEG_SHIM_TOO_MANY_SCANS = 3,
    /// The decoder would need more memory than its budget for a picture of this size (or malloc failed).
    JPEG_SHIM_OUT_OF_MEMORY = 4,
    /// A call out of order, or an output buffer that is not width × height × 3 bytes.
    JPEG_SHIM_MISUSE = 5,
} jpeg_shim_status;

/// The most scans a file may have: libjpeg's own limit is none, and each scan of a progressive file
/// walks the whole picture again, so thousands of tiny scans cost minutes of CPU.
#define JPEG_SHIM_MAX_SCANS 1000

/// libjpeg's default memory budget for a picture (`jpeg_shim_read_rgb`): this many bytes, plus
/// `JPEG_SHIM_BUDGET_PER_PIXEL` per pixel. The pixels themselves are the caller's and not counted. A
/// progressive picture keeps all its coefficients while its scans come in: 2 bytes each, up to
/// 4 components at full resolution, so 8 bytes a pixel, padded to whole blocks; the base covers that
/// padding and the rows libjpeg works on, however wide. libjpeg stops with an error beyond the budget.
#define JPEG_SHIM_BUDGET_BASE (64L * 1024 * 1024)
/// See `JPEG_SHIM_BUDGET_BASE`.
#define JPEG_SHIM_BUDGET_PER_PIXEL 12L

/// What the header says, filled by `jpeg_shim_open`.
typedef struct jpeg_shim_header {
    /// Pixels per row.
    uint32_t width;
    /// Rows.
    uint32_t height;
    /// Colour components in the file (1 grey, 3 colour, 4 CMYK or YCCK).
    int32_t components;
    /// 1 when the file is progressive (several scans refine the whole picture), else 0.
    int32_t progressive;
} jpeg_shim_header;

/// A decoder for one picture: libjpeg's state, its error and progress handlers, and the input.
typedef struct jpeg_shim_decoder jpeg_shim_decoder;

/// Starts decoding the `size` bytes at `data` and reads the header into `header`. On success,
/// `*decoder` is the decoder (close it with `jpeg_shim_close`); otherwise `*decoder` is NULL, nothing
/// is left allocated, and `message` (`capacity` bytes, may be NULL) holds why, NUL-terminated.
jpeg_shim_status jpeg_shim_open(
    const uint8_t *data, size_t size, jpeg_shim_decoder **decoder, jpeg_shim_header *header, char *message,
    size_t capacity);

/// Decodes the picture into `rgb` (`rgb_size` must be width × height × 3): red, green and blue of each
/// pixel, row after row. libjpeg may use at most `memory_budget` bytes (0 or less: the default budget,
/// see `JPEG_SHIM_BUDGET_BASE`); beyond it the call fails with JPEG_SHIM_OUT_OF_MEMORY. libjpeg's
/// warnings do not fail it: a file cut short after its header still gives the picture, what is missing
/// filled in by libjpeg. Called once per decoder; on failure, `message` (`capacity` bytes, may be NULL)
/// holds why. Close the decoder either way.
jpeg_shim_status jpeg_shim_read_rgb(
    jpeg_shim_decoder *decoder, uint8_t *rgb, size_t rgb_size, long memory_budget, char *message, size_t capacity);

/// Frees the decoder and all of libjpeg's state. NULL is allowed.
void jpeg_shim_close(jpeg_shim_decoder *decoder);

#ifdef __cplusplus
}
#endif

#endif
