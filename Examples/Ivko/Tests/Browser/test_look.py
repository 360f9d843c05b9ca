"""The shop's look in a real browser: colour choices drawn in their colours (an inline SVG's `fill`
presentation attribute, which the strict content security policy allows) and named by their text;
a category's products as a grid of cards with thumbnails whose place has the picture's shape; a
picture that fails to load is tried again and shows without a reload, and one that never loads
leaves its placeholder, never the broken-picture icon."""

import re
from urllib.parse import urlparse

from playwright.sync_api import expect

from conftest import UI_LIMIT
from shop_page import open_shop, title, wait_for_home, wait_for_pictures_on_screen

PHONE = {"width": 390, "height": 844}


def csp_reports(page):
    """The console's content security policy complaints on `page`, as they come."""
    found = []
    page.on("console", lambda message: found.append(message.text) if "Content Security Policy" in message.text else None)
    return found


def rgb(hex_colour):
    red, green, blue = (int(hex_colour[index:index + 2], 16) for index in (1, 3, 5))
    return f"rgb({red}, {green}, {blue})"


def test_colour_choices_show_swatches_in_their_colours_named_by_their_text(signed_in_shop, context, screenshots):
    page = context.new_page()
    reports = csp_reports(page)
    open_shop(page, signed_in_shop, "/product/W26KD0155")
    expect(title(page)).not_to_have_text("W26KD0155")
    colours = page.get_by_role("group", name="Colour")
    buttons = colours.locator(":scope > button")
    expect(buttons.first).to_be_visible()
    for index in range(buttons.count()):
        button = buttons.nth(index)
        square = button.locator("svg.swatch > rect")
        fill = square.get_attribute("fill")
        assert re.fullmatch(r"#[0-9a-f]{6}", fill), fill
        # Drawn in its colour: the square's computed fill is the attribute's.
        assert square.evaluate("rect => getComputedStyle(rect).fill") == rgb(fill)
        box = button.locator("svg.swatch").bounding_box()
        assert box and box["width"] >= 12 and box["height"] >= 12, box
        # Named by its text alone (the swatch is hidden from assistive technology).
        name = button.locator(".title").inner_text()
        expect(colours.get_by_role("button", name=name, exact=True)).to_have_count(1)
    # The chosen one is pressed; choosing another moves it.
    expect(buttons.first).to_have_attribute("aria-pressed", "true")
    if buttons.count() > 1:
        buttons.nth(1).click()
        expect(buttons.nth(1)).to_have_attribute("aria-pressed", "true")
        expect(buttons.first).not_to_have_attribute("aria-pressed", "true")
    if screenshots:
        wait_for_pictures_on_screen(page)
        page.screenshot(path=str(screenshots / "browser-product-colours.png"))
    assert not reports, reports


def test_a_category_is_a_grid_of_cards_with_thumbnails(signed_in_shop, browser, screenshots):
    context = browser.new_context(viewport=PHONE)
    context.set_default_timeout(UI_LIMIT)
    try:
        page = context.new_page()
        reports = csp_reports(page)
        open_shop(page, signed_in_shop, "/category/Knitwear")
        expect(title(page)).to_have_text("Knitwear")
        grid = page.locator("#app .layer:not([inert]) ul[data-layout=cards]")
        cards = grid.locator(":scope > li")
        expect(cards.nth(1)).to_be_visible()
        # Each card: a thumbnail of the picture's shape (before it loads too), the name, the price.
        first = cards.first
        expect(first.locator("img")).to_have_attribute("width", "600")
        expect(first.locator("img")).to_have_attribute("height", "800")
        expect(first.locator(".text")).not_to_be_empty()
        expect(first.locator(".detail")).to_contain_text("€")
        page.wait_for_function(
            "() => [...document.querySelectorAll('ul[data-layout=cards] img[src]')].some(i => i.complete && i.naturalWidth > 0)",
            timeout=UI_LIMIT,
        )
        # Two cards side by side even on a phone.
        boxes = [cards.nth(index).bounding_box() for index in range(2)]
        assert abs(boxes[0]["y"] - boxes[1]["y"]) < 2 and boxes[1]["x"] > boxes[0]["x"] + boxes[0]["width"] - 1, boxes
        picture = first.locator("img").bounding_box()
        assert abs(picture["height"] / picture["width"] - 4 / 3) < 0.05, picture
        if screenshots:
            wait_for_pictures_on_screen(page)
            page.screenshot(path=str(screenshots / "browser-category-grid.png"))
        # A card opens its product.
        first.locator("button.row-open").click()
        expect(page).to_have_url(re.compile(r"/product/"))
        assert not reports, reports
    finally:
        context.close()


def test_a_picture_that_fails_to_load_is_tried_again_and_shows_without_a_reload(signed_in_shop, context):
    page = context.new_page()
    failed = []

    def fail_the_first_picture(route):
        # The first picture asked for fails whenever the page's script is not trying it again
        # (the first load, and any drawing of it anew), so what shows came by a retry.
        url = urlparse(route.request.url)
        if not failed:
            failed.append(url.path)
        if url.path == failed[0] and "retry=" not in url.query:
            route.fulfill(status=503, body="")
        else:
            route.continue_()

    page.route(re.compile(r"/pictures/"), fail_the_first_picture)
    navigations = []
    page.on("framenavigated", lambda frame: navigations.append(frame.url) if frame == page.main_frame else None)
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    page.wait_for_function(
        "() => [...document.querySelectorAll('#app img')].some(i => i.src.includes('/pictures/'))", timeout=UI_LIMIT
    )
    assert failed, "no picture was asked for"
    loaded_before = len(navigations)
    page.wait_for_function(
        """path => [...document.querySelectorAll('#app img[src]')].some(i =>
             new URL(i.src).pathname === path && new URL(i.src).search.includes('retry=') && i.complete && i.naturalWidth > 0)""",
        arg=failed[0], timeout=UI_LIMIT,
    )
    assert len(navigations) == loaded_before, f"the page was loaded again: {navigations}"


def test_a_picture_that_never_loads_leaves_its_placeholder(signed_in_shop, context):
    page = context.new_page()
    tries = []

    def always_fail(route):
        tries.append(urlparse(route.request.url).path)
        route.fulfill(status=404, body="")

    page.route(re.compile(r"/pictures/"), always_fail)
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    missing = page.locator("#app img[data-picture=missing]").first
    expect(missing).to_be_attached(timeout=UI_LIMIT)
    # No source left to show as broken: the placeholder (the picture's box) stays.
    assert missing.get_attribute("src") is None
    box = missing.bounding_box()
    assert box and box["width"] > 40 and box["height"] > 40, box
    assert len(tries) > len(set(tries)), "a failed picture was tried again"
