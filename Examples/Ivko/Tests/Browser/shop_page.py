"""What the tests do on a page of the shop and read back: the page as a user sees it, and the app's
state as the inspector panel shows it."""

import re

from playwright.sync_api import Page, expect

UI_LIMIT = 30_000


def open_shop(page: Page, shop, path="/"):
    """Opens the printed address (the secret becomes a cookie), then `path`."""
    page.goto(shop.address)
    # The key is traded for the cookie: the address bar no longer shows it.
    expect(page).not_to_have_url(re.compile(r"key="))
    assert page.url.startswith(shop.origin + "/")
    if path != "/":
        page.goto(shop.origin + path)
    page.wait_for_selector("[data-screens=window]", timeout=UI_LIMIT)


def wait_for_home(page: Page):
    expect(page.locator("#app h1", has_text="Home")).to_be_visible(timeout=UI_LIMIT)
    expect(page.get_by_role("button", name="Buy Now").first).to_be_visible(timeout=UI_LIMIT)


def close_order_confirmation(page: Page):
    """Presses Done on the order's confirmation and waits until the browser has stepped back to the
    entry under the sheet: dismissing a sheet steps the browser's history back (`history.go`), and a
    navigation started before that step lands is aborted (`net::ERR_ABORTED`)."""
    sheet(page).get_by_role("button", name="Done").click()
    expect(sheet(page)).to_have_count(0)
    page.wait_for_function("() => history.state !== null && history.state.depth === 0", timeout=UI_LIMIT)


def tab(page: Page, name):
    return page.get_by_role("tab", name=re.compile("^" + name))


def cart_badge(page: Page):
    return page.locator("[role=tablist] [role=tab]:nth-child(2) .badge")


def sheet(page: Page):
    return page.locator("[data-presentation=sheet]")


def title(page: Page):
    """The title of the screen on top (a sheet's, else the page's)."""
    return page.locator(".layer:not([inert]) h1").last


def inspector(page: Page) -> str:
    """Opens the inspector panel (if closed) and returns what it shows now."""
    if page.locator("#inspector").is_hidden():
        page.locator("#inspector-toggle").click()
    expect(page.locator("#inspector-text")).to_be_visible(timeout=UI_LIMIT)
    return page.locator("#inspector-text").inner_text()


def expect_inspector(page: Page, pattern, present=True):
    """Waits until the inspector panel shows (or no longer shows) `pattern`."""
    if page.locator("#inspector").is_hidden():
        page.locator("#inspector-toggle").click()
    text = page.locator("#inspector-text")
    if present:
        expect(text).to_contain_text(re.compile(pattern), timeout=UI_LIMIT)
    else:
        expect(text).not_to_contain_text(re.compile(pattern), timeout=UI_LIMIT)


def catalog_screens(page: Page) -> str:
    """The screens of the catalog stack as the inspector shows them."""
    match = re.search(r"CatalogCoordinator\(catalog\).*?screens=\[(.*?)\] ", inspector(page))
    return match.group(1) if match else ""


def buy_now_to_review(context, shop, page=None):
    """Buy Now on Home's first offer, then the address step's Continue, on `page` (a new page of
    `context` when none is given); returns the page on checkout's Review."""
    page = page or context.new_page()
    open_shop(page, shop)
    wait_for_home(page)
    page.get_by_role("button", name="Buy Now").first.click()
    expect(title(page)).to_have_text("Address")
    sheet(page).get_by_role("button", name="Continue").click()
    expect(title(page)).to_have_text("Review")
    return page


def wait_for_pictures_on_screen(page: Page):
    """Before a screenshot: every picture in the window has its file and has been drawn."""
    page.wait_for_function(
        """() => [...document.querySelectorAll('#app img')]
            .filter(i => { const r = i.getBoundingClientRect(); return r.width > 0 && r.bottom > 0 && r.top < innerHeight; })
            .every(i => i.getAttribute('src') && i.complete && i.naturalWidth > 0)""",
        timeout=UI_LIMIT,
    )
