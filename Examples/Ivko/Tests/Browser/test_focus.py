"""Focus stays where the user acted: a colour or size chosen with the keyboard keeps the focus on
that control after the page is patched, so the next key goes on from there (never to the page's
body)."""

import re

from playwright.sync_api import expect

from shop_page import UI_LIMIT, open_shop, title

PRODUCT = "/product/W26KD0112"  # the sample dress: colours 11 and 31 both have S and M in stock


def focused_id(page):
    return page.evaluate("document.activeElement ? document.activeElement.id : ''")


def test_a_choice_made_with_the_keyboard_keeps_the_focus(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop, PRODUCT)
    expect(title(page)).not_to_have_text("")
    expect(page.locator("#app [id$='product.stock']")).not_to_have_text(re.compile("Checking"), timeout=UI_LIMIT)
    colors = page.locator("#app button[id*='.color.']")
    color_ids = colors.evaluate_all("buttons => buttons.map(b => b.id)")
    assert len(color_ids) >= 2, f"the product offers several colours: {color_ids}"
    for key in ("Enter", " "):
        for color in reversed(color_ids):
            button = page.locator(f"[id='{color}']")
            button.focus()
            page.keyboard.press(key)
            expect(button).to_have_attribute("aria-pressed", "true", timeout=UI_LIMIT)
            # The patch that marked it chosen has been applied; the focus is still on it.
            assert focused_id(page) == color, f"after {key!r} on {color} the focus is on {focused_id(page)!r}"
    # A size too, and Tab then goes on to the control after it, not back to the page's start.
    size = page.locator("#app button[id*='.size.']:not([disabled])").first
    size_id = size.get_attribute("id")
    size.focus()
    page.keyboard.press("Enter")
    expect(size).to_have_attribute("aria-pressed", "true", timeout=UI_LIMIT)
    assert focused_id(page) == size_id, f"after choosing {size_id} the focus is on {focused_id(page)!r}"
    page.keyboard.press("Tab")
    assert focused_id(page) not in ("", size_id), "Tab moved on from the chosen size"
    assert page.evaluate("document.activeElement !== document.body")
