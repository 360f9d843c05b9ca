// The backend fixture's picture encoders (see include/ivko_picture_encoder.h). As in the Layers package's
// CJPEGShim, libjpeg's error jump stays in C: only `guarded` calls setjmp, changes no local after it, and
// all state lives on the heap. libpng's simplified API reports errors as return codes.
#include "ivko_picture_encoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <png.h>

/// The largest side encoded: far above any picture of the fixture, far below libjpeg's own limit.
#define LARGEST_SIDE 16384u

typedef struct encoder {
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr errors;
    struct jpeg_destination_mgr destination;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
    const uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    int quality;
    uint8_t *file;
    size_t capacity;
    size_t size;
} encoder;

static void on_error(j_common_ptr common) {
    encoder *state = (encoder *)common->client_data;
    (*common->err->format_message)(common, state->message);
    longjmp(state->escape, 1);
}

static void on_output(j_common_ptr common) {
    (void)common;
}

static void destination_start(j_compress_ptr info) {
    encoder *state = (encoder *)info->client_data;
    state->capacity = 65536;
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

static void encode(encoder *state) {
    j_compress_ptr info = &state->info;
    jpeg_create_compress(info);
    state->destination.init_destination = destination_start;
    state->destination.empty_output_buffer = destination_grow;
    state->destination.term_destination = destination_end;
    info->dest = &state->destination;
    info->image_width = state->width;
    info->image_height = state->height;
    info->input_components = 3;
    info->in_color_space = JCS_RGB;
    jpeg_set_defaults(info);
    jpeg_set_quality(info, state->quality, TRUE);
    jpeg_start_compress(info, TRUE);
    size_t stride = (size_t)state->width * 3;
    while (info->next_scanline < info->image_height) {
        JSAMPROW row = (JSAMPROW)(state->pixels + (size_t)info->next_scanline * stride);
        (void)jpeg_write_scanlines(info, &row, 1);
    }
    jpeg_finish_compress(info);
}

static int guarded(encoder *state) {
    if (setjmp(state->escape) != 0) return 1;
    encode(state);
    return 0;
}

static void copy_message(char *message, size_t capacity, const char *text) {
    if (message != NULL && capacity > 0) snprintf(message, capacity, "%s", text);
}

/// Whether the pixels cover `width` × `height` RGB pixels of sane dimensions.
static int fits(size_t count, uint32_t width, uint32_t height) {
    if (width == 0 || height == 0 || width > LARGEST_SIDE || height > LARGEST_SIDE) return 0;
    return count >= (size_t)width * (size_t)height * 3;
}

ivko_picture_status ivko_picture_encode_jpeg(
    const uint8_t *pixels, size_t count, uint32_t width, uint32_t height, int32_t quality, uint8_t **output,
    size_t *size, char *message, size_t capacity) {
    *output = NULL;
    *size = 0;
    if (pixels == NULL || !fits(count, width, height) || quality < 1 || quality > 100) {
        copy_message(message, capacity, "bad dimensions, pixels or quality");
        return IVKO_PICTURE_BAD_ARGUMENT;
    }
    encoder *state = calloc(1, sizeof *state);
    if (state == NULL) {
        copy_message(message, capacity, "out of memory");
        return IVKO_PICTURE_FAILED;
    }
    state->pixels = pixels;
    state->width = width;
    state->height = height;
    state->quality = quality;
    state->info.err = jpeg_std_error(&state->errors);
    state->errors.error_exit = on_error;
    state->errors.output_message = on_output;
    state->info.client_data = state;
    int failed = guarded(state);
    jpeg_destroy_compress(&state->info);
    ivko_picture_status status = IVKO_PICTURE_OK;
    if (failed == 0) {
        *output = state->file;
        *size = state->size;
    } else {
        free(state->file);
        copy_message(message, capacity, state->message);
        status = IVKO_PICTURE_FAILED;
    }
    free(state);
    return status;
}

ivko_picture_status ivko_picture_encode_png(
    const uint8_t *pixels, size_t count, uint32_t width, uint32_t height, uint8_t **output, size_t *size,
    char *message, size_t capacity) {
    *output = NULL;
    *size = 0;
    if (pixels == NULL || !fits(count, width, height)) {
        copy_message(message, capacity, "bad dimensions or pixels");
        return IVKO_PICTURE_BAD_ARGUMENT;
    }
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    image.width = width;
    image.height = height;
    image.format = PNG_FORMAT_RGB;
    png_alloc_size_t room = PNG_IMAGE_PNG_SIZE_MAX(image);
    uint8_t *file = malloc(room);
    if (file == NULL) {
        copy_message(message, capacity, "out of memory");
        return IVKO_PICTURE_FAILED;
    }
    png_alloc_size_t written = room;
    int ok = png_image_write_to_memory(&image, file, &written, 0, pixels, 0, NULL);
    if (!ok) {
        copy_message(message, capacity, image.message);
        png_image_free(&image);
        free(file);
        return IVKO_PICTURE_FAILED;
    }
    *output = file;
    *size = written;
    return IVKO_PICTURE_OK;
}

void ivko_picture_free(uint8_t *file) {
    free(file);
}
