// The JPEG shim (see include/jpeg_shim.h): libjpeg's classic API with its error jump kept in C.
//
// Every call into libjpeg happens inside `guarded`, the only function that calls setjmp. libjpeg's
// `error_exit` and the scan counter jump back there, so the jump never leaves this file. `guarded` changes
// no local variable between its setjmp and a longjmp (the work is done by the step it calls, whose frame
// the jump discards), so none needs to be `volatile`; everything that outlives the jump lives in the
// heap-allocated decoder.
#include "jpeg_shim.h"

#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// How the RGB rows are made from what libjpeg gives.
typedef enum output_kind {
    /// libjpeg gives RGB (from YCbCr or RGB files).
    OUTPUT_RGB,
    /// libjpeg gives one grey channel, copied into red, green and blue.
    OUTPUT_GREY,
    /// libjpeg gives CMYK (from CMYK or YCCK files), turned into RGB here.
    OUTPUT_CMYK,
} output_kind;

struct jpeg_shim_decoder {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_progress_mgr progress;
    struct jpeg_source_mgr source;
    /// Where `error_exit` and the scan counter jump to (set by `guarded`).
    jmp_buf escape;
    /// Why the last jump happened.
    jpeg_shim_status failure;
    /// The message of the last failure.
    char message[JMSG_LENGTH_MAX];
    /// The whole input, handed to libjpeg at once.
    const uint8_t *data;
    size_t size;
    output_kind output;
    /// 1 once the header was read, 2 once decoding started (a decoder decodes once).
    int stage;
    /// The row CMYK is decoded into (libjpeg's memory, freed with it).
    JSAMPARRAY cmyk_row;
    /// The caller's RGB buffer while decoding.
    uint8_t *rgb;
    /// The caller's memory budget (0 or less: the default).
    long budget;
};

static jpeg_shim_decoder *decoder_of(j_common_ptr common) {
    return (jpeg_shim_decoder *)common->client_data;
}

/// Copies `text` into the caller's message buffer, cut to fit and NUL-terminated.
static void copy_message(const char *text, char *message, size_t capacity) {
    if (message == NULL || capacity == 0) return;
    size_t length = strlen(text);
    if (length >= capacity) length = capacity - 1;
    memcpy(message, text, length);
    message[length] = '\0';
}

/// Ends the current step with `status` and `text` as its message (jumps back into `guarded`).
static void fail(jpeg_shim_decoder *decoder, jpeg_shim_status status, const char *text) {
    decoder->failure = status;
    copy_message(text, decoder->message, sizeof decoder->message);
    longjmp(decoder->escape, 1);
}

// MARK: libjpeg's handlers

/// libjpeg's fatal errors: keep its message, then jump back into `guarded` (never returns to libjpeg).
static void on_error(j_common_ptr common) {
    jpeg_shim_decoder *decoder = decoder_of(common);
    int code = common->err->msg_code;
    decoder->failure = (code == JERR_OUT_OF_MEMORY || code == JERR_NO_BACKING_STORE || code == JERR_TFILE_CREATE)
                           ? JPEG_SHIM_OUT_OF_MEMORY
                           : JPEG_SHIM_CORRUPT;
    (*common->err->format_message)(common, decoder->message);
    longjmp(decoder->escape, 1);
}

/// Warnings (level < 0) are counted, as libjpeg's own handler does, and trace messages ignored;
/// nothing is printed.
static void on_message(j_common_ptr common, int level) {
    if (level < 0) common->err->num_warnings++;
}

/// libjpeg's default prints to stderr; a library has no business there.
static void on_output(j_common_ptr common) {
    (void)common;
}

/// Called by libjpeg at every marker and row group: fails once the file has more scans than allowed.
static void on_progress(j_common_ptr common) {
    if (!common->is_decompressor) return;
    j_decompress_ptr info = (j_decompress_ptr)common;
    if (info->input_scan_number > JPEG_SHIM_MAX_SCANS) {
        char text[JMSG_LENGTH_MAX];
        snprintf(text, sizeof text, "more than %d scans", JPEG_SHIM_MAX_SCANS);
        fail(decoder_of(common), JPEG_SHIM_TOO_MANY_SCANS, text);
    }
}

// MARK: The source: the whole input as one buffer

static void source_start(j_decompress_ptr info) {
    (void)info;
}

/// Called when libjpeg wants more than the input holds: a file cut short. Like libjpeg's own sources,
/// it warns and hands over an end-of-image marker, so what was decoded so far is kept.
static boolean source_refill(j_decompress_ptr info) {
    static const JOCTET end_of_image[2] = {0xFF, JPEG_EOI};
    WARNMS(info, JWRN_JPEG_EOF);
    info->src->next_input_byte = end_of_image;
    info->src->bytes_in_buffer = sizeof end_of_image;
    return TRUE;
}

/// Skips a marker's data; skipping past the end lands on the inserted end-of-image marker.
static void source_skip(j_decompress_ptr info, long count) {
    struct jpeg_source_mgr *source = info->src;
    if (count <= 0) return;
    if ((unsigned long)count > source->bytes_in_buffer) {
        source->bytes_in_buffer = 0;
        (void)(*source->fill_input_buffer)(info);
        return;
    }
    source->next_input_byte += count;
    source->bytes_in_buffer -= (size_t)count;
}

static void source_end(j_decompress_ptr info) {
    (void)info;
}

// MARK: Steps, each run inside `guarded`

/// Runs `step` with libjpeg's errors caught: JPEG_SHIM_OK, or the status of the failure that ended it.
static jpeg_shim_status guarded(jpeg_shim_decoder *decoder, void (*step)(jpeg_shim_decoder *)) {
    if (setjmp(decoder->escape) != 0) return decoder->failure;
    step(decoder);
    return JPEG_SHIM_OK;
}

/// Creates libjpeg's decompressor on the decoder's input and reads the header.
static void read_header(jpeg_shim_decoder *decoder) {
    j_decompress_ptr info = &decoder->info;
    jpeg_create_decompress(info);
    // jpeg_create_decompress clears everything but `err` and `client_data`.
    decoder->progress.progress_monitor = on_progress;
    info->progress = &decoder->progress;
    decoder->source.init_source = source_start;
    decoder->source.fill_input_buffer = source_refill;
    decoder->source.skip_input_data = source_skip;
    decoder->source.resync_to_restart = jpeg_resync_to_restart;
    decoder->source.term_source = source_end;
    decoder->source.next_input_byte = decoder->data;
    decoder->source.bytes_in_buffer = decoder->data != NULL ? decoder->size : 0;
    info->src = &decoder->source;

    (void)jpeg_read_header(info, TRUE);
    switch (info->jpeg_color_space) {
    case JCS_GRAYSCALE:
        decoder->output = OUTPUT_GREY;
        info->out_color_space = JCS_GRAYSCALE;
        break;
    case JCS_YCbCr:
    case JCS_RGB:
        decoder->output = OUTPUT_RGB;
        info->out_color_space = JCS_RGB;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        decoder->output = OUTPUT_CMYK;
        info->out_color_space = JCS_CMYK;
        break;
    default: {
        char text[JMSG_LENGTH_MAX];
        snprintf(text, sizeof text, "unsupported colour space (%d components)", info->num_components);
        fail(decoder, JPEG_SHIM_UNSUPPORTED_COLOR_SPACE, text);
    }
    }
}

/// The memory libjpeg may use for this picture by default (see JPEG_SHIM_BUDGET_BASE).
static long default_budget(j_decompress_ptr info) {
    unsigned long long pixels = (unsigned long long)info->image_width * info->image_height;
    unsigned long long budget = (unsigned long long)JPEG_SHIM_BUDGET_BASE + pixels * JPEG_SHIM_BUDGET_PER_PIXEL;
    return budget > (unsigned long long)LONG_MAX ? LONG_MAX : (long)budget;
}

/// Turns one row of CMYK into RGB. Adobe's files (those with its APP14 marker, which every YCCK file
/// has) store the inks inverted, 255 meaning none; the others store them as they are.
static void cmyk_to_rgb(const JSAMPLE *cmyk, uint8_t *rgb, JDIMENSION width, boolean inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        unsigned cyan = cmyk[0], magenta = cmyk[1], yellow = cmyk[2], black = cmyk[3];
        if (!inverted) {
            cyan = 255 - cyan;
            magenta = 255 - magenta;
            yellow = 255 - yellow;
            black = 255 - black;
        }
        rgb[0] = (uint8_t)((cyan * black + 127) / 255);
        rgb[1] = (uint8_t)((magenta * black + 127) / 255);
        rgb[2] = (uint8_t)((yellow * black + 127) / 255);
        cmyk += 4;
        rgb += 3;
    }
}

/// Spreads a row of `width` grey bytes at the start of `row` into RGB, from the end so nothing unread
/// is overwritten.
static void grey_to_rgb(uint8_t *row, JDIMENSION width) {
    for (JDIMENSION x = width; x > 0; x--) {
        uint8_t grey = row[x - 1];
        row[3 * (size_t)(x - 1)] = grey;
        row[3 * (size_t)(x - 1) + 1] = grey;
        row[3 * (size_t)(x - 1) + 2] = grey;
    }
}

/// Decodes every row into the decoder's RGB buffer.
static void read_rows(jpeg_shim_decoder *decoder) {
    j_decompress_ptr info = &decoder->info;
    info->mem->max_memory_to_use = decoder->budget > 0 ? decoder->budget : default_budget(info);
    (void)jpeg_start_decompress(info);
    int components = decoder->output == OUTPUT_GREY ? 1 : decoder->output == OUTPUT_CMYK ? 4 : 3;
    if (info->output_width != info->image_width || info->output_height != info->image_height ||
        info->output_components != components) {
        fail(decoder, JPEG_SHIM_MISUSE, "libjpeg's output does not have the picture's size");
    }
    JDIMENSION width = info->output_width;
    if (decoder->output == OUTPUT_CMYK) {
        decoder->cmyk_row = (*info->mem->alloc_sarray)((j_common_ptr)info, JPOOL_IMAGE, width * 4, 1);
    }
    size_t stride = (size_t)width * 3;
    while (info->output_scanline < info->output_height) {
        uint8_t *row = decoder->rgb + (size_t)info->output_scanline * stride;
        JSAMPROW target = decoder->output == OUTPUT_CMYK ? decoder->cmyk_row[0] : row;
        if (jpeg_read_scanlines(info, &target, 1) != 1) {
            fail(decoder, JPEG_SHIM_CORRUPT, "libjpeg gave no row");
        }
        if (decoder->output == OUTPUT_GREY) grey_to_rgb(row, width);
        if (decoder->output == OUTPUT_CMYK) cmyk_to_rgb(target, row, width, info->saw_Adobe_marker);
    }
    // No jpeg_finish_decompress: every row is decoded, and reading whatever follows them (more scans,
    // garbage) could only fail a finished picture. jpeg_shim_close frees the state in any stage.
}

// MARK: The interface

jpeg_shim_status jpeg_shim_open(
    const uint8_t *data, size_t size, jpeg_shim_decoder **decoder, jpeg_shim_header *header, char *message,
    size_t capacity) {
    if (decoder == NULL || header == NULL) {
        copy_message("no decoder or header to fill", message, capacity);
        return JPEG_SHIM_MISUSE;
    }
    *decoder = NULL;
    memset(header, 0, sizeof *header);
    jpeg_shim_decoder *opened = calloc(1, sizeof *opened);
    if (opened == NULL) {
        copy_message("out of memory", message, capacity);
        return JPEG_SHIM_OUT_OF_MEMORY;
    }
    opened->data = data;
    opened->size = size;
    opened->info.err = jpeg_std_error(&opened->errors);
    opened->errors.error_exit = on_error;
    opened->errors.emit_message = on_message;
    opened->errors.output_message = on_output;
    opened->info.client_data = opened;
    jpeg_shim_status status = guarded(opened, read_header);
    if (status != JPEG_SHIM_OK) {
        copy_message(opened->message, message, capacity);
        jpeg_shim_close(opened);
        return status;
    }
    opened->stage = 1;
    header->width = opened->info.image_width;
    header->height = opened->info.image_height;
    header->components = opened->info.num_components;
    header->progressive = opened->info.progressive_mode ? 1 : 0;
    *decoder = opened;
    return JPEG_SHIM_OK;
}

jpeg_shim_status jpeg_shim_read_rgb(
    jpeg_shim_decoder *decoder, uint8_t *rgb, size_t rgb_size, long memory_budget, char *message, size_t capacity) {
    if (decoder == NULL || decoder->stage != 1 || rgb == NULL) {
        copy_message("the decoder has no header read, or has decoded already", message, capacity);
        return JPEG_SHIM_MISUSE;
    }
    unsigned long long expected = (unsigned long long)decoder->info.image_width * decoder->info.image_height * 3;
    if (expected != rgb_size) {
        copy_message("the RGB buffer is not width x height x 3 bytes", message, capacity);
        return JPEG_SHIM_MISUSE;
    }
    decoder->stage = 2;
    decoder->rgb = rgb;
    decoder->budget = memory_budget;
    jpeg_shim_status status = guarded(decoder, read_rows);
    decoder->rgb = NULL;
    if (status != JPEG_SHIM_OK) copy_message(decoder->message, message, capacity);
    return status;
}

void jpeg_shim_close(jpeg_shim_decoder *decoder) {
    if (decoder == NULL) return;
    // Safe in every state, even after a failed jpeg_create_decompress (it leaves `mem` NULL then).
    jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}
