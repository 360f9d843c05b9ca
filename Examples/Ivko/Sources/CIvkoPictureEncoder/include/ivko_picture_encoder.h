// CIvkoPictureEncoder: the backend fixture's product pictures, 8-bit RGB pixels in, a JPEG (libjpeg) or
// a PNG (libpng) file in memory out. libjpeg's error jump stays in C; this header shows neither library.
#ifndef IVKO_PICTURE_ENCODER_H
#define IVKO_PICTURE_ENCODER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How an encoding ended.
typedef enum ivko_picture_status {
    /// The file is in `*output`.
    IVKO_PICTURE_OK = 0,
    /// Zero or too large dimensions, no pixels or fewer pixel bytes than width × height × 3, or a
    /// JPEG quality outside 1…100.
    IVKO_PICTURE_BAD_ARGUMENT = 1,
    /// The library failed (out of memory, or an internal error); its message is in `message`.
    IVKO_PICTURE_FAILED = 2,
} ivko_picture_status;

/// Encodes `width` × `height` RGB pixels (`count` bytes, three per pixel, row after row) as a baseline
/// JFIF JPEG of `quality` (1…100, 4:2:0). On success the file is in `*output` (malloc'd; free it with
/// `ivko_picture_free`) and `*size`; otherwise `message` (`capacity` bytes) says why.
ivko_picture_status ivko_picture_encode_jpeg(
    const uint8_t *pixels, size_t count, uint32_t width, uint32_t height, int32_t quality, uint8_t **output,
    size_t *size, char *message, size_t capacity);

/// Encodes `width` × `height` RGB pixels (`count` bytes, three per pixel, row after row) as an 8-bit RGB
/// PNG with libpng's default compression. Output and errors as for `ivko_picture_encode_jpeg`.
ivko_picture_status ivko_picture_encode_png(
    const uint8_t *pixels, size_t count, uint32_t width, uint32_t height, uint8_t **output, size_t *size,
    char *message, size_t capacity);

/// Frees a file returned by an encoder (NULL does nothing).
void ivko_picture_free(uint8_t *file);

#ifdef __cplusplus
}
#endif

#endif
