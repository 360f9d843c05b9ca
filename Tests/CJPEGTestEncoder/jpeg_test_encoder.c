// The tests' JPEG encoder (see include/jpeg_test_encoder.h). As in CJPEGShim, libjpeg's error jump stays
// in C: only `guarded` calls setjmp, changes no local after it, and all state lives on the heap.
#include "jpeg_test_encoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// The highest successive-approximation bit libjpeg's compressor accepts for 8-bit samples.
#define HIGHEST_BIT 10
/// Scans of one coefficient band: the first at HIGHEST_BIT, then one refinement per lower bit.
#define SCANS_PER_BAND (HIGHEST_BIT + 1)
/// The most scans JPEG_TEST_EVERY_BIT makes: the DC bands of all components together, then each of the
/// 63 AC coefficients of each of at most 3 components alone (libjpeg needs only the DC band coded).
#define MOST_SCANS (SCANS_PER_BAND + 3 * 63 * SCANS_PER_BAND)

typedef struct encoder {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_destination_mgr destination;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
    int code;
    const uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    jpeg_test_options options;
    uint8_t *file;
    size_t capacity;
    size_t size;
    jpeg_scan_info scans[MOST_SCANS];
} encoder;

static void on_error(j_common_ptr common) {
    encoder *state = (encoder *)common->client_data;
    state->code = common->err->msg_code != 0 ? common->err->msg_code : -1;
    (*common->err->format_message)(common, state->message);
    longjmp(state->escape, 1);
}

static void on_output(j_common_ptr common) {
    (void)common;
}

static void destination_start(j_compress_ptr info) {
    encoder *state = (encoder *)info->client_data;
    state->capacity = 4096;
    state->file = malloc(state->capacity);
    if (state->file == NULL) ERREXIT1(info, JERR_OUT_OF_MEMORY, 0);
    info->dest->next_output_byte = state->file;
    info->dest->free_in_buffer = state->capacity;
}

/// The buffer is full: twice the room, the written part kept.
static boolean destination_grow(j_compress_ptr info) {
    encoder *state = (encoder *)info->client_data;
    uint8_t *grown = realloc(state->file, state->capacity * 2);
    if (grown == NULL) ERREXIT1(info, JERR_OUT_OF_MEMORY, 1);
    state->file = grown;
    info->dest->next_output_byte = grown + state->capacity;
    info->dest->free_in_buffer = state->capacity;
    state->capacity *= 2;
    return TRUE;
}

static void destination_end(j_compress_ptr info) {
    encoder *state = (encoder *)info->client_data;
    state->size = state->capacity - info->dest->free_in_buffer;
}

/// One band's scans for `count` components from `first`: coefficients `start`…`end`, every bit alone.
static int add_band(jpeg_scan_info *scans, int first, int count, int start, int end) {
    for (int bit = HIGHEST_BIT; bit >= 0; bit--) {
        jpeg_scan_info *scan = &scans[HIGHEST_BIT - bit];
        scan->comps_in_scan = count;
        for (int index = 0; index < count; index++) scan->component_index[index] = first + index;
        scan->Ss = start;
        scan->Se = end;
        scan->Ah = bit == HIGHEST_BIT ? 0 : bit + 1;
        scan->Al = bit;
    }
    return SCANS_PER_BAND;
}

static void encode(encoder *state) {
    j_compress_ptr info = &state->info;
    jpeg_create_compress(info);
    state->destination.init_destination = destination_start;
    state->destination.empty_output_buffer = destination_grow;
    state->destination.term_destination = destination_end;
    info->dest = &state->destination;

    const jpeg_test_options *options = &state->options;
    info->image_width = state->width;
    info->image_height = state->height;
    info->input_components = options->components;
    switch (options->components) {
    case 1: info->in_color_space = JCS_GRAYSCALE; break;
    case 3: info->in_color_space = JCS_RGB; break;
    case 4: info->in_color_space = JCS_CMYK; break;
    default: info->in_color_space = JCS_UNKNOWN; break;
    }
    jpeg_set_defaults(info);
    if (options->components == 4) jpeg_set_colorspace(info, options->ycck ? JCS_YCCK : JCS_CMYK);
    jpeg_set_quality(info, options->quality, TRUE);
    info->comp_info[0].h_samp_factor = options->horizontal_sampling;
    info->comp_info[0].v_samp_factor = options->vertical_sampling;
    for (int index = 1; index < info->num_components; index++) {
        info->comp_info[index].h_samp_factor = 1;
        info->comp_info[index].v_samp_factor = 1;
    }
    info->arith_code = options->arithmetic ? TRUE : FALSE;
    info->restart_in_rows = options->restart_rows;
    if (options->scans == JPEG_TEST_PROGRESSIVE) jpeg_simple_progression(info);
    if (options->scans == JPEG_TEST_EVERY_BIT) {
        int count = add_band(state->scans, 0, info->num_components, 0, 0);
        int banded = info->num_components < 3 ? info->num_components : 3;
        for (int component = 0; component < banded; component++) {
            for (int coefficient = 1; coefficient < 64; coefficient++) {
                count += add_band(state->scans + count, component, 1, coefficient, coefficient);
            }
        }
        info->scan_info = state->scans;
        info->num_scans = count;
    }
    jpeg_start_compress(info, TRUE);
    size_t stride = (size_t)state->width * (size_t)options->components;
    while (info->next_scanline < info->image_height) {
        JSAMPROW row = (JSAMPROW)(state->pixels + (size_t)info->next_scanline * stride);
        (void)jpeg_write_scanlines(info, &row, 1);
    }
    jpeg_finish_compress(info);
}

static int guarded(encoder *state) {
    if (setjmp(state->escape) != 0) return state->code;
    encode(state);
    return 0;
}

int jpeg_test_encode(
    const uint8_t *pixels, uint32_t width, uint32_t height, const jpeg_test_options *options, uint8_t **output,
    size_t *size, char *message, size_t capacity) {
    *output = NULL;
    *size = 0;
    encoder *state = calloc(1, sizeof *state);
    if (state == NULL) return -1;
    state->pixels = pixels;
    state->width = width;
    state->height = height;
    state->options = *options;
    state->info.err = jpeg_std_error(&state->errors);
    state->errors.error_exit = on_error;
    state->errors.output_message = on_output;
    state->info.client_data = state;
    int code = guarded(state);
    jpeg_destroy_compress(&state->info);
    if (code == 0) {
        *output = state->file;
        *size = state->size;
    } else {
        free(state->file);
        if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", state->message);
    }
    free(state);
    return code;
}

void jpeg_test_free(uint8_t *file) {
    free(file);
}
