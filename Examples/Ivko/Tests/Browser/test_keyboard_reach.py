"""A keyboard shopper reaches everything in the browser's keyboard order: on each screen of an order
(Home, a category, a product, the cart after a refused `+`, the removal dialog, each checkout step,
the order history), pressing Tab goes through every visible control of the screen on top, whatever
changed under the focus. The backend's stock check is down (`--fail-path details`), so the cart
offers `+` on a line at its stock limit and the shop refuses it."""

import re

from playwright.sync_api import expect

from shop_page import UI_LIMIT, open_shop, sheet, tab, title, wait_for_home

FOCUSABLES = """() => [...document.querySelectorAll(
    'button, input, select, textarea, a[href], [tabindex]')]
    .filter(e => !e.disabled && e.tabIndex >= 0 && !e.closest('[inert]') && e.checkVisibility()
        && e.getClientRects().length > 0)
    .map(e => e.id || e.outerHTML.slice(0, 60))"""


def unreached_by_tab(page):
    """Presses Tab round the whole page and returns the visible controls it never focused."""
    expected = page.evaluate(FOCUSABLES)
    seen = set()
    for _ in range(2 * len(expected) + 6):
        page.keyboard.press("Tab")
        seen.add(page.evaluate("document.activeElement ? (document.activeElement.id || document.activeElement.outerHTML.slice(0, 60)) : ''"))
    return [control for control in expected if control not in seen]


def expect_every_control_reached(page, screen):
    missed = unreached_by_tab(page)
    assert not missed, f"on {screen} Tab never reaches {missed}"


def test_every_screen_of_an_order_is_reached_with_the_keyboard(start_backend, start_shop, context):
    backend = start_backend("--products", "40", "--fail-path", "details")
    shop = start_shop(*backend.shop_options, "--user", "demo", env={"IVKO_PASSWORD": "demo"})
    page = context.new_page()
    open_shop(page, shop)
    wait_for_home(page)
    expect_every_control_reached(page, "Home")

    page.get_by_role("button", name=re.compile("^Dresses")).click()
    expect(title(page)).to_have_text("Dresses")
    expect(page.locator("#app li.opens").first).to_be_visible()
    expect_every_control_reached(page, "a category")

    # The stock cannot be checked, so nothing says the blazer's size 38 has a single piece.
    open_shop(page, shop, "/product/W26KD0140")
    page.locator("#app button[id*='.size.']", has_text=re.compile("^38$")).first.click()
    page.get_by_role("button", name="Add to cart").click()
    expect(tab(page, "Cart")).to_have_accessible_name(re.compile("1 item"), timeout=UI_LIMIT)
    expect_every_control_reached(page, "a product")
    open_shop(page, shop, "/product/W26KD0112")
    page.locator("#app button[id*='.size.']", has_text=re.compile("^S$")).first.click()
    page.get_by_role("button", name="Add to cart").click()
    expect(tab(page, "Cart")).to_have_accessible_name(re.compile("2 items"), timeout=UI_LIMIT)

    tab(page, "Cart").click()
    expect(title(page)).to_have_text("Cart")
    blazer = page.locator("#app li", has_text="Velvet Blazer")
    blazer.get_by_role("button", name="+").click()
    expect(page.locator("#app")).to_contain_text("Velvet Blazer in Charcoal · 38", timeout=UI_LIMIT)
    expect(page.get_by_role("button", name="Try again")).to_have_count(0)
    expect_every_control_reached(page, "the cart after a refused +")

    blazer.get_by_role("button", name="Remove").click()
    dialog = page.locator("dialog[role=alertdialog]")
    expect(dialog).to_be_visible()
    expect_every_control_reached(page, "the removal dialog")
    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_have_count(0)

    page.get_by_role("button", name="Checkout").click()
    expect(title(page)).to_have_text("Address")
    expect_every_control_reached(page, "the address step")
    sheet(page).get_by_role("button", name="Continue").click()
    expect(title(page)).to_have_text("Review")
    expect_every_control_reached(page, "the review step")
    sheet(page).get_by_role("button", name="Place order").click()
    expect(page.locator("#app")).to_contain_text("Thank you for your order", timeout=UI_LIMIT)
    expect_every_control_reached(page, "the confirmation")
    sheet(page).get_by_role("button", name="Done").click()
    expect(sheet(page)).to_have_count(0)

    tab(page, "Account").click()
    page.get_by_role("button", name="Order history").click()
    expect(title(page)).to_have_text("Orders")
    expect(page.locator("#app li.opens").first).to_be_visible()
    expect_every_control_reached(page, "the order history")
