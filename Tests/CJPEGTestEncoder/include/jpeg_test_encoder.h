// CJPEGTestEncoder: JPEG files for TerminalImagesTests, written with the system libjpeg's compressor.
// Test-only: no product contains it.
#ifndef JPEG_TEST_ENCODER_H
#define JPEG_TEST_ENCODER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How the picture is split into scans.
typedef enum jpeg_test_scans {
    /// One sequential scan (baseline).
    JPEG_TEST_BASELINE = 0,
    /// libjpeg's usual progressive script (about ten scans).
    JPEG_TEST_PROGRESSIVE = 1,
    /// Progressive, every coefficient of every component and every bit of it in a scan of its own
    /// (a valid file of 704 scans for one component, 2,090 for three or more).
    JPEG_TEST_EVERY_BIT = 2,
} jpeg_test_scans;

/// How to write the file.
typedef struct jpeg_test_options {
    /// 1…100.
    int32_t quality;
    /// Components of the input and the file: 1 grey, 3 RGB (stored as YCbCr), 4 CMYK (stored with
    /// Adobe's marker, so the values are read as Adobe's inverted inks: 255 is no ink); any other
    /// count is stored as it is, in no colour space a decoder knows.
    int32_t components;
    /// For 4 components: 1 stores them as YCCK, 0 as CMYK.
    int32_t ycck;
    /// The first component's sampling factors (1…4; the others 1): 2 and 2 make 4:2:0.
    int32_t horizontal_sampling;
    /// See `horizontal_sampling`.
    int32_t vertical_sampling;
    /// The scans.
    jpeg_test_scans scans;
    /// 1 for arithmetic coding instead of Huffman's.
    int32_t arithmetic;
    /// A restart marker every this many rows of blocks (0: none).
    int32_t restart_rows;
} jpeg_test_options;

/// Encodes `width` × `height` pixels of `options->components` bytes each, row after row. Returns 0 and
/// the file in `*output` (malloc'd; free it with `jpeg_test_free`) and `*size`, or libjpeg's error code
/// with its message in `message` (`capacity` bytes).
int jpeg_test_encode(
    const uint8_t *pixels, uint32_t width, uint32_t height, const jpeg_test_options *options, uint8_t **output,
    size_t *size, char *message, size_t capacity);

/// Frees a file `jpeg_test_encode` made.
void jpeg_test_free(uint8_t *file);

#ifdef __cplusplus
}
#endif

#endif
