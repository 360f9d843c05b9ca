"""The page is drawn on change, never on a timer: an idle tab receives nothing, and a click that
follows another within milliseconds is never lost (the controls keep their element ids)."""

import re
import time

from playwright.sync_api import expect

from shop_page import UI_LIMIT, open_shop, title, wait_for_home

IDLE_SECONDS = 2
FAST_CLICK_ROUNDS = 100
PRODUCT = "/product/W26KD0112"  # the sample dress: colours 11 and 31 both have S and M in stock


def count_received_frames(page):
    """Counts the WebSocket messages the page receives from now on (the list grows as they come)."""
    received = []
    page.on("websocket", lambda socket: socket.on("framereceived", lambda payload: received.append(payload)))
    return received


def test_an_idle_tab_receives_nothing(signed_in_shop, context):
    page = context.new_page()
    received = count_received_frames(page)
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    # Settled: every picture Home shows has loaded, and so has everything the app fetched for it.
    page.wait_for_function(
        "() => [...document.querySelectorAll('#app img')].every(i => i.complete)", timeout=UI_LIMIT
    )
    expect(page.locator("#app [aria-busy=true]")).to_have_count(0)
    before = len(received)
    assert before > 0, "the page arrived over the socket"
    # The measurement itself: nothing changes, so nothing is sent for IDLE_SECONDS.
    time.sleep(IDLE_SECONDS)
    assert received[before:] == [], f"an idle tab was sent {len(received) - before} messages"


def chosen(button):
    expect(button).to_have_attribute("aria-pressed", "true", timeout=UI_LIMIT)


def test_a_size_clicked_right_after_a_colour_is_chosen_every_time(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop, PRODUCT)
    expect(title(page)).not_to_have_text("")
    colors = page.locator("#app button[id*='.color.']")
    sizes = page.locator("#app button[id*='.size.']")
    expect(sizes.first).to_be_visible()
    # The stock is known (until then every size is offered).
    expect(page.locator("#app [id$='product.stock']")).not_to_have_text(re.compile("Checking"))
    color_ids = colors.evaluate_all("buttons => buttons.map(b => b.id)")
    assert len(color_ids) >= 2, f"the product offers several colours: {color_ids}"
    # The sizes each colour has in stock (a size out of stock in a colour is refused, rightly).
    in_stock = {}
    for color in color_ids:
        page.locator(f"[id='{color}']").click()
        chosen(page.locator(f"[id='{color}']"))
        in_stock[color] = sizes.evaluate_all("buttons => buttons.filter(b => !b.disabled).map(b => b.id)")
    # Colours that share at least two sizes in stock, and those sizes: a click on one of them is never
    # refused (rightly: the button is disabled) because of the colour chosen just before it.
    ordered = sorted(color_ids, key=lambda color: -len(in_stock[color]))
    shared, always = [ordered[0]], list(in_stock[ordered[0]])
    for color in ordered[1:]:
        common = [size for size in always if size in in_stock[color]]
        if len(common) >= 2:
            shared, always = shared + [color], common
    assert len(shared) >= 2 and len(always) >= 2, f"colours sharing sizes in stock: {in_stock}"
    pairs = [(color, size) for size in always for color in shared]
    # Start from a colour of those, so no size of theirs is disabled when its click comes.
    page.locator(f"[id='{shared[0]}']").click()
    chosen(page.locator(f"[id='{shared[0]}']"))
    ids_before = page.locator("#app button").evaluate_all("buttons => buttons.map(b => b.id)")

    last_size = None
    for round in range(FAST_CLICK_ROUNDS):
        color, size = pairs[round % len(pairs)]
        if size == last_size:
            color, size = pairs[(round + 1) % len(pairs)]
        # Both clicks are dispatched in one go, without waiting for the first one's page change.
        page.evaluate(
            "([color, size]) => { document.getElementById(color).click(); document.getElementById(size).click(); }",
            [color, size],
        )
        chosen(page.locator(f"[id='{color}']"))
        chosen(page.locator(f"[id='{size}']"))
        last_size = size
    # The controls are the same elements they were: a choice changes their state, not their ids.
    assert page.locator("#app button").evaluate_all("buttons => buttons.map(b => b.id)") == ids_before
