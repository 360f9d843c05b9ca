"""Everyone can use the shop: axe-core (through the `axe-playwright-python` package) finds no
violation on any page a shopper meets — sign-in, Home, a category, a product, search, the cart,
checkout's address and review steps and its confirmation, the orders, one order, the inspector
panel — at a phone's width (390 px) and a desktop's (1,280 px), in light and dark colours.

One shop signed in and one not are started for the whole module; each width and colour scheme walks
the pages in a browser context of its own. Every violation is collected with the page it was found
on, so one failing run lists them all."""

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from conftest import UI_LIMIT, Backend, Shop
from shop_page import cart_badge, close_order_confirmation, open_shop, sheet, title, wait_for_home, wait_for_pictures_on_screen

WIDTHS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}
SCHEMES = ("light", "dark")
AXE = Axe()


@pytest.fixture(scope="module")
def shops(tmp_path_factory):
    """A shop signed in as demo, and one showing its sign-in page."""
    signed = Shop(tmp_path_factory.mktemp("signed"), ("--user", "demo"), {"IVKO_PASSWORD": "demo"})
    plain = Shop(tmp_path_factory.mktemp("plain"))
    yield signed, plain
    for run in (signed, plain):
        run.stop()


class Audit:
    """Runs axe on a page and keeps each violation with where it was found."""

    def __init__(self, label):
        self.label = label
        self.found = []

    def check(self, page, where):
        # The page has settled: no patch is pending for what the test just did.
        page.wait_for_load_state("domcontentloaded")
        results = AXE.run(page)
        for violation in results.response["violations"]:
            for node in violation["nodes"]:
                self.found.append(f"{self.label} {where}: {violation['id']} ({violation['impact']}) {node['target']} {node.get('failureSummary', '')[:160]}")

    def report(self):
        return "\n".join(self.found)


def _context(browser, size, scheme):
    made = browser.new_context(viewport=WIDTHS[size], color_scheme=scheme, bypass_csp=True)
    made.set_default_timeout(UI_LIMIT)
    return made


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("size", list(WIDTHS))
def test_no_page_a_shopper_meets_has_an_accessibility_violation(browser, shops, size, scheme, screenshots):
    signed, plain = shops
    audit = Audit(f"[{size} {scheme}]")
    context = _context(browser, size, scheme)
    try:
        page = context.new_page()
        open_shop(page, plain)
        expect(page.get_by_label("User name")).to_be_visible()
        audit.check(page, "sign-in")

        page = context.new_page()
        open_shop(page, signed)
        wait_for_home(page)
        audit.check(page, "home")
        if screenshots:
            wait_for_pictures_on_screen(page)
            page.screenshot(path=str(screenshots / f"browser-{size}-{scheme}.png"))
        page.locator("#inspector-toggle").click()
        expect(page.locator("#inspector-text")).to_be_visible()
        audit.check(page, "inspector")
        page.locator("#inspector-toggle").click()

        page.goto(signed.origin + "/category/Knitwear")
        expect(title(page)).to_have_text("Knitwear")
        audit.check(page, "category")

        page.goto(signed.origin + "/product/W26KD0155")
        expect(title(page)).not_to_have_text("W26KD0155")
        expect(page.locator(".layer:not([inert]) img").first).to_be_visible()
        audit.check(page, "product")

        page.goto(signed.origin + "/search")
        search = page.locator("#app input[type=search]")
        expect(search).to_be_visible()
        search.fill("wool")
        expect(page.locator("#app .layer:not([inert]) li").first).to_be_visible()
        audit.check(page, "search")

        page.goto(signed.origin + "/")
        wait_for_home(page)
        page.get_by_role("button", name="Buy Now").first.click()
        expect(title(page)).to_have_text("Address")
        audit.check(page, "checkout address")
        sheet(page).get_by_role("button", name="Continue").click()
        expect(title(page)).to_have_text("Review")
        audit.check(page, "checkout review")

        page.goto(signed.origin + "/cart")
        expect(cart_badge(page)).to_be_visible()
        expect(page.locator("#app .layer:not([inert]) li").first).to_be_visible()
        audit.check(page, "cart")

        page.goto(signed.origin + "/")
        wait_for_home(page)
        page.get_by_role("button", name="Buy Now").first.click()
        expect(title(page)).to_have_text("Address")
        sheet(page).get_by_role("button", name="Continue").click()
        expect(title(page)).to_have_text("Review")
        sheet(page).get_by_role("button", name="Place order").click()
        expect(sheet(page)).to_contain_text(re.compile(r"Order number: \d{4}-\d{6}"), timeout=UI_LIMIT)
        audit.check(page, "checkout confirmation")
        number = re.search(r"Order number: (\S+)", sheet(page).inner_text()).group(1)
        close_order_confirmation(page)

        page.goto(signed.origin + "/orders")
        expect(page.locator("#app")).to_contain_text(number)
        audit.check(page, "orders")

        page.goto(signed.origin + "/order/" + number)
        expect(title(page)).to_contain_text(number)
        audit.check(page, "one order")
    finally:
        context.close()
    print(f"{audit.label}: {len(audit.found)} violating nodes")
    assert not audit.found, "axe found violations:\n" + audit.report()


@pytest.fixture(scope="module")
def failing_shop(tmp_path_factory):
    """A shop signed in against a backend of its own that then stopped: every page that needs the
    server shows its error with Try again."""
    backend = Backend()
    shop = Shop(tmp_path_factory.mktemp("failing"), ("--user", "demo", *backend.shop_options), {"IVKO_PASSWORD": "demo"})
    yield shop, backend
    shop.stop()
    backend.stop()


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("size", list(WIDTHS))
def test_the_error_pages_with_try_again_have_no_accessibility_violation(browser, failing_shop, size, scheme):
    shop, backend = failing_shop
    audit = Audit(f"[{size} {scheme}]")
    context = _context(browser, size, scheme)
    try:
        page = context.new_page()
        open_shop(page, shop)
        wait_for_home(page)
        backend.stop()
        page.goto(shop.origin + "/orders")
        expect(page.get_by_role("button", name="Try again")).to_be_visible(timeout=UI_LIMIT)
        audit.check(page, "orders error")

        page.goto(shop.origin + "/product/W26KD0155")
        expect(page.locator("#app")).to_contain_text("could not", timeout=UI_LIMIT)
        expect(page.get_by_role("button", name="Try again")).to_be_visible(timeout=UI_LIMIT)
        audit.check(page, "product error")
    finally:
        context.close()
    print(f"{audit.label}: {len(audit.found)} violating nodes")
    assert not audit.found, "axe found violations:\n" + audit.report()
