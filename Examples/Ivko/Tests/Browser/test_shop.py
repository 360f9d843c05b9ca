"""The shop in a real browser (Debian's chromium, headless, driven by Playwright): each test starts
the built `ivko --browser` on a throwaway data folder and checks the page a user sees AND the app's
state as the inspector panel shows it (the coordinator tree, the messages and who answered them)."""

import re

from playwright.sync_api import expect

from conftest import NARROW as NARROW_SIZE, UI_LIMIT, WIDE as WIDE_SIZE
from shop_page import (
    buy_now_to_review, cart_badge, catalog_screens, close_order_confirmation, expect_inspector, inspector, open_shop, sheet, tab,
    title, wait_for_home,
)


def open_product(page):
    """Home → the first category → its first product; returns the product page's path."""
    page.locator("#app ul[data-axis=vertical] > li.opens").nth(1).click()
    products = page.locator("#app .layer:not([inert]) ul[data-axis=vertical] > li.opens")
    expect(products.first).to_be_visible()
    expect(page).to_have_url(re.compile(r"/category/"))
    products.first.click()
    expect(page).to_have_url(re.compile(r"/product/"))
    # The title is the style until the product has loaded.
    expect(title(page)).not_to_have_text(page.url.rsplit("/", 1)[1])
    return page.url


def test_sign_in_with_the_demo_account(start_shop, context, screenshots):
    shop = start_shop()
    page = context.new_page()
    open_shop(page, shop)
    page.get_by_label("User name").fill("demo")
    page.get_by_label("Password").fill("demo")
    page.get_by_role("button", name="Sign in").click()
    wait_for_home(page)
    expect(tab(page, "Catalog")).to_have_attribute("aria-selected", "true")
    expect_inspector(page, r"AccountSignIn from Button: replied by AuthenticationCoordinator")
    expect_inspector(page, r"MainCoordinator\(main\) started")
    if screenshots:
        page.locator("#inspector-toggle").click()
        page.screenshot(path=str(screenshots / "browser-home.png"))


def test_buy_now_on_a_home_offer_fills_the_cart_badge(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    expect(cart_badge(page)).to_have_count(0)
    page.get_by_role("button", name="Buy Now").first.click()
    expect(cart_badge(page)).to_have_text("1")
    expect(sheet(page)).to_be_visible()
    expect_inspector(page, r"CartBuyNow from Button: replied by")


def test_a_whole_checkout_ends_with_an_order_number(signed_in_shop, context):
    page = buy_now_to_review(context, signed_in_shop)
    sheet(page).get_by_role("button", name="Place order").click()
    expect(sheet(page)).to_contain_text(re.compile(r"Order number: \d{4}-\d{6}"), timeout=UI_LIMIT)
    number = re.search(r"Order number: (\S+)", sheet(page).inner_text()).group(1)
    close_order_confirmation(page)
    expect(cart_badge(page)).to_have_count(0)
    # The order is in the account's history.
    page.goto(signed_in_shop.origin + "/orders")
    expect(page.locator("#app")).to_contain_text(number, timeout=UI_LIMIT)


def test_browser_back_from_a_product_page_pops_the_catalog_stack(signed_in_shop, context, screenshots):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    open_product(page)
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), [^\]]+, [^\]]+\]")
    assert catalog_screens(page).count("ViewController(") == 3
    if screenshots:
        page.screenshot(path=str(screenshots / "browser-product-inspector.png"))
        page.locator("#inspector-toggle").click()
        page.screenshot(path=str(screenshots / "browser-product.png"))
    page.go_back()
    expect(page).to_have_url(re.compile(r"/category/"))
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), [^\],]+\] ")
    assert catalog_screens(page).count("ViewController(") == 2
    page.go_back()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    expect_inspector(page, r"screens=\[HomeViewController\(Home\)\] ")
    # Forward opens the page again.
    page.go_forward()
    expect(page).to_have_url(re.compile(r"/category/"))
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), [^\],]+\] ")


def test_the_on_screen_back_moves_the_browser_back_too(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    open_product(page)
    page.locator(".layer:not([inert]) [data-action=back]").click()
    expect(page).to_have_url(re.compile(r"/category/"))
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), [^\],]+\] ")
    # The browser went back with it: its next Back leads Home, not to a stale entry.
    page.go_back()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    expect_inspector(page, r"screens=\[HomeViewController\(Home\)\] ")


def test_browser_back_from_checkout_dismisses_the_sheet(signed_in_shop, context):
    page = buy_now_to_review(context, signed_in_shop)
    expect_inspector(page, r"CheckoutViewController|Checkout")
    page.go_back()
    expect(title(page)).to_have_text("Address")
    page.go_back()
    expect(sheet(page)).to_have_count(0)
    expect(page.locator("#app h1", has_text="Home")).to_be_visible()
    expect(page).to_have_url(signed_in_shop.origin + "/")
    expect_inspector(page, r"visible=HomeViewController\(Home\)")


def test_a_deep_link_address_opens_its_page(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop, "/category/Knitwear")
    expect(title(page)).to_have_text("Knitwear")
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), [^\]]*Knitwear")
    page.goto(signed_in_shop.origin + "/cart")
    expect(tab(page, "Cart")).to_have_attribute("aria-selected", "true")
    page.goto(signed_in_shop.origin + "/no-such-page")
    expect(page.locator("body")).to_contain_text("No such page")


def test_reload_restores_the_page(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    product = open_product(page)
    heading = title(page).inner_text()
    page.reload()
    expect(page).to_have_url(product)
    expect(title(page)).to_have_text(heading)
    # The address is the deep link: the product over Home (the category it was reached from is not in it).
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), ProductDetailViewController\(" + re.escape(heading) + r"\)\]")


def test_a_second_tab_shares_the_cart_and_closing_it_releases_its_scene(signed_in_shop, context):
    first = context.new_page()
    open_shop(first, signed_in_shop)
    wait_for_home(first)
    second = context.new_page()
    second.goto(signed_in_shop.origin + "/")
    wait_for_home(second)
    expect_inspector(first, r"ShopCoordinator\(shop \d+\)[\s\S]*ShopCoordinator\(shop \d+\)")
    second.get_by_role("button", name="Buy Now").first.click()
    expect(cart_badge(second)).to_have_text("1")
    expect(cart_badge(first)).to_have_text("1")
    second.close()
    expect_inspector(first, r"ShopCoordinator\(shop \d+\)[\s\S]*ShopCoordinator\(shop \d+\)", present=False)
    assert inspector(first).count("ShopCoordinator(") == 1


def test_a_picture_is_decoded_by_the_browser(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    picture = page.locator("#app img[src^='/pictures/']").first
    expect(picture).to_be_visible()
    page.wait_for_function(
        "() => [...document.querySelectorAll('#app img[src]')].some(i => i.complete && i.naturalWidth > 0)", timeout=UI_LIMIT
    )
    # Outside the picture cache: nothing.
    status = page.evaluate("fetch('/pictures/..%2Fcredentials.json').then(r => r.status)")
    assert status in (403, 404)


def test_keyboard_only_shopping(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)

    def tab_to(name, limit=80):
        """Tab until `name` has focus, each step waiting until the server marks the focus too."""
        for _ in range(limit):
            page.keyboard.press("Tab")
            page.wait_for_function(
                "() => { const e = document.activeElement; return !e || !e.id || !document.getElementById('app').contains(e)"
                " || e.getAttribute('data-focused') === 'true'; }"
            )
            focused = page.evaluate("document.activeElement && document.activeElement.textContent.trim()")
            if focused == name:
                return
        raise AssertionError(f"Tab never reached {name}")

    tab_to("Buy Now")
    page.keyboard.press("Enter")
    expect(title(page)).to_have_text("Address")
    expect(cart_badge(page)).to_have_text("1")
    tab_to("Continue")
    page.keyboard.press(" ")
    expect(title(page)).to_have_text("Review")
    tab_to("Place order")
    page.keyboard.press("Enter")
    expect(sheet(page)).to_contain_text("Order number", timeout=UI_LIMIT)
    tab_to("Done")
    page.keyboard.press("Enter")
    expect(sheet(page)).to_have_count(0)
    # `i` opens the inspector when no field has focus; Escape goes back.
    page.keyboard.press("i")
    expect(page.locator("#inspector")).to_be_visible()
    expect_inspector(page, r"CheckoutPlaceOrder|PlaceOrder|Order")


def test_backend_faults_show_an_error_state(start_backend, start_shop, context):
    backend = start_backend("--products", "100", "--fault-500", "1.0")
    shop = start_shop(*backend.shop_options)
    page = context.new_page()
    open_shop(page, shop)
    page.get_by_label("User name").fill("demo")
    page.get_by_label("Password").fill("demo")
    page.get_by_role("button", name="Sign in").click()
    expect(page.locator("#app")).to_contain_text("not answering", timeout=UI_LIMIT)
    expect_inspector(page, r"AccountSignIn from Button: failed in AuthenticationCoordinator\(authentication\): serverDown")


def test_scrolling_a_long_list_shows_later_rows(signed_in_shop, context):
    page = context.new_page()
    open_shop(page, signed_in_shop, "/category/Knitwear")
    products = page.locator("#app .layer:not([inert]) ul[data-axis=vertical]").first
    expect(products.locator("li").first).to_have_attribute("aria-posinset", "1")
    total = int(products.get_attribute("data-total-rows"))
    assert total > int(products.get_attribute("data-visible-rows"))
    products.hover()
    page.mouse.wheel(0, 400)
    expect(products).not_to_have_attribute("data-first-row", "0")
    expect(products.locator("li").first).not_to_have_attribute("aria-posinset", "1")
    # The keyboard scrolls too: Arrow Down past the last row shown asks for the next one.
    last = products.locator("li.opens > button.row-open").last
    last.focus()
    first_before = products.get_attribute("data-first-row")
    page.keyboard.press("ArrowDown")
    expect(products).not_to_have_attribute("data-first-row", first_before)


def test_the_programs_options_work_in_the_browser_too(start_shop, context, tmp_path):
    log = tmp_path / "browser.log"
    shop = start_shop(
        "--user", "demo", "--products", "300", "--open", "ivko://category/Knitwear", "--log-file", str(log),
        env={"IVKO_PASSWORD": "demo"},
    )
    page = context.new_page()
    open_shop(page, shop)
    # --open: the first tab opens the link, and the address bar follows it.
    expect(title(page)).to_have_text("Knitwear")
    expect(page).to_have_url(shop.origin + "/category/Knitwear")
    # Escape goes back, as the terminal's esc does.
    page.keyboard.press("Escape")
    expect(page.locator("#app h1", has_text="Home")).to_be_visible()
    expect(page).to_have_url(shop.origin + "/")
    page.get_by_role("button", name="Buy Now").first.click()
    expect(sheet(page)).to_be_visible()
    page.keyboard.press("Escape")
    expect(sheet(page)).to_have_count(0)
    expect_inspector(page, r"visible=HomeViewController\(Home\)")
    # --log-file: the log goes there, and neither the secret nor the password is in it.
    text = log.read_text()
    assert "a browser tab connected" in text
    assert shop.secret not in text and "IVKO_PASSWORD" not in text


def test_a_wide_window_shows_the_categories_beside_the_catalog(signed_in_shop, wide_context, screenshots):
    page = wide_context.new_page()
    open_shop(page, signed_in_shop)
    wait_for_home(page)
    split = page.locator("#app .split")
    expect(split).to_have_attribute("data-columns", "2")
    column = split.locator(":scope > *").first
    expect(column.locator("h1")).to_have_text("Categories")
    categories = column.locator("ul > li.opens")
    expect(categories.first).to_be_visible()
    if screenshots:
        page.screenshot(path=str(screenshots / "browser-catalog-split.png"))

    # A category chosen in the column shows its products beside it, after Home, and is marked.
    name = categories.nth(1).locator(".text").inner_text()
    categories.nth(1).click()
    expect(page).to_have_url(re.compile(r"/category/"))
    expect(categories.nth(1).locator(".text")).to_have_text("▸ " + name)
    expect(split.locator(":scope > *").last.locator("h1")).to_have_text(name)
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), ProductListViewController\(" + re.escape(name) + r"\)\]")

    # Another category replaces it (no longer stack, no new Back), and Back goes to Home.
    other = categories.nth(2).locator(".text").inner_text()
    categories.nth(2).click()
    expect(split.locator(":scope > *").last.locator("h1")).to_have_text(other)
    expect_inspector(page, r"screens=\[HomeViewController\(Home\), ProductListViewController\(" + re.escape(other) + r"\)\]")

    # Narrower: the column leaves, the page stays; wider: it comes back.
    page.set_viewport_size(NARROW_SIZE)
    expect(split).to_have_attribute("data-columns", "1")
    expect(title(page)).to_have_text(other)
    expect(page.locator("#app h1", has_text="Categories")).to_have_count(0)
    page.set_viewport_size(WIDE_SIZE)
    expect(split).to_have_attribute("data-columns", "2")
    expect(column.locator("h1")).to_have_text("Categories")
