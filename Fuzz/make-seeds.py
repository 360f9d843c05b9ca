#!/usr/bin/env python3
"""Writes the fuzzers' seed inputs into OUT/<target>/: every backend sample of
Examples/Ivko/Tests/Fixtures/IvkoSamples/ in the form its fuzz target reads, plus hand-made mutations of them
(dropped fields, swapped types, garbage strings, truncated JSON, huge numbers, deep nesting,
invalid UTF-8); for ratings-feed every ratings sample of Examples/Ivko/Tests/Fixtures/ReviewsSamples/ with its own
mutations and hand-made quirky and malformed feeds; and for image-decoder every picture of Tests/Fixtures/Images/ with its own mutations
(cut short, a damaged byte, a huge claimed size, garbage after the signature). Deterministic: the same
files every run. Usage: make-seeds.py REPO OUT"""
import json, os, struct, sys, zlib

repo, out = sys.argv[1], sys.argv[2]
samples = os.path.join(repo, "Examples", "Ivko", "Tests", "Fixtures", "IvkoSamples")

def read(name):
    with open(os.path.join(samples, name), "rb") as f:
        return f.read()

def write(target, name, data):
    folder = os.path.join(out, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)

def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()

# The ResponseConverter's converters, in IvkoFuzzTargets' order (FuzzedConversion), with their samples.
converters = [
    ("products", ["products-page1.json"]), ("export", ["products-page1.json"]),
    ("details", ["details-W26NR0031.json", "details-unknown-style.json"]),
    ("cart", ["cart.json", "cart-out-of-stock.json"]), ("colors", ["colors.json"]), ("customer", ["customer.json"]),
    ("balance", ["customer-balance.json"]), ("addresses", ["customer-addresses.json"]), ("orders", ["orders.json"]),
    ("placed-order", ["order-ok.json"]), ("seasons", ["seasons.json"]), ("slides", ["slides.json"]),
    ("stores", ["stores.json"]),
]

def mutations(value):
    """Structural mutations of a parsed sample: each yields (label, new JSON value or raw bytes)."""
    def walk(node, path=()):
        yield path, node
        if isinstance(node, dict):
            for key, child in node.items():
                yield from walk(child, path + (key,))
        elif isinstance(node, list):
            for index, child in enumerate(node[:2]):
                yield from walk(child, path + (index,))

    def replaced(path, new):
        def go(node, rest):
            if not rest:
                return new
            head = rest[0]
            if isinstance(node, dict):
                copy = dict(node)
                if new is DROP and len(rest) == 1:
                    copy.pop(head, None)
                    return copy
                copy[head] = go(node[head], rest[1:])
                return copy
            copy = list(node)
            if new is DROP and len(rest) == 1:
                del copy[head]
                return copy
            copy[head] = go(node[head], rest[1:])
            return copy
        return go(value, path)

    swaps = [("null", None), ("num", 12345678901234567890123), ("neg", -3), ("bool", True), ("arr", []),
             ("obj", {}), ("dash", "-"), ("empty", ""), ("html", "<b>&amp;&#x1F600;&#99999999;</b>"),
             ("exp", "1e400"), ("comma", "1.299,00"), ("huge", "9" * 40), ("garbage", "\u0000\ufffd%%zz")]
    for path, node in walk(value):
        if not path:
            continue
        label = "-".join(str(p) for p in path)
        yield f"drop-{label}", replaced(path, DROP)
        for name, new in swaps:
            if isinstance(node, (dict, list)) and name not in ("null", "num", "garbage"):
                continue
            yield f"{name}-{label}", replaced(path, new)

DROP = object()

for index, (name, files) in enumerate(converters):
    for file in files:
        raw = read(file)
        stem = file.rsplit(".", 1)[0]
        write("response-converter", f"{index:02d}-{name}-{stem}", bytes([index]) + raw)
        write("response-converter", f"{index:02d}-{name}-{stem}-truncated", bytes([index]) + raw[: len(raw) // 2])
        write("response-converter", f"{index:02d}-{name}-{stem}-bad-utf8", bytes([index]) + raw.replace(b'"', b'"\xff\xfe', 2))
        value = json.loads(raw)
        for label, mutated in mutations(value):
            write("response-converter", f"{index:02d}-{name}-{stem}-{label}"[:120], bytes([index]) + compact(mutated))
    deep = b"[" * 600 + b"]" * 600
    write("response-converter", f"{index:02d}-{name}-deep-nesting", bytes([index]) + deep)
    write("response-converter", f"{index:02d}-{name}-deep-objects", bytes([index]) + b'{"a":' * 300 + b"1" + b"}" * 300)

# The API wrapper: byte 0 = status index (+ ending in the top two bits), byte 1 = limits, Retry-After line, body.
statuses = [200, 201, 204, 206, 301, 304, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504]
def response(status, body, retry_after=None, ending=0, limits=0):
    head = bytes([statuses.index(status) | (ending << 6), limits])
    return head + (retry_after.encode() + b"\n" if retry_after is not None else b"") + body

write("response", "ok-products", response(200, read("products-page1.json"), limits=1))
write("response", "ok-cart", response(200, read("cart.json")))
write("response", "ok-login", response(200, read("login-ok.json")))
write("response", "err-session", response(200, read("error-session-expired.json")))
write("response", "err-password", response(200, read("login-wrong-password.json")))
write("response", "err-stock-qualified", response(200, b'{"result":"err","type":"com.ivko.StockException","message":"sold out"}'))
write("response", "err-unknown-type", response(200, b'{"result":"ERR","type":7,"message":null}'))
write("response", "500-sql", response(500, read("error-500-sql.txt")))
write("response", "502-html", response(502, read("error-502.html")))
write("response", "504-empty", response(504, b""))
write("response", "503-seconds", response(503, b"busy", "120"))
write("response", "503-huge-seconds", response(503, b"busy", "99999999999999999999999"))
write("response", "503-date", response(503, b"", "Sun, 06 Nov 1994 08:49:37 GMT"))
write("response", "503-future-date", response(503, b"", "Fri, 31 Dec 9999 23:59:59 GMT"))
write("response", "503-rfc850", response(503, b"", "Sunday, 06-Nov-94 08:49:37 GMT"))
write("response", "503-asctime", response(503, b"", "Sun Nov  6 08:49:37 1994"))
write("response", "503-garbage", response(503, b"\xff\xfe", "soon\xff".encode("latin-1").decode("latin-1")))
write("response", "429", response(429, b'{"result":"ERR"}'))
write("response", "204-empty", response(204, b""))
write("response", "ok-truncated", response(200, read("cart.json")[:100]))
write("response", "ok-not-json", response(200, b"<html>ok</html>"))
write("response", "ok-bad-utf8", response(200, b'{"a":"\xc3\x28"}'))
write("response", "ok-fragment", response(200, b'"just text"'))
write("response", "ok-deep", response(200, b"[" * 600 + b"]" * 600))
write("response", "ok-too-many-objects", response(200, b"[" + b"{}," * 10 + b"{}]", limits=3))
write("response", "ok-too-large", response(200, b'"' + b"x" * 300 + b'"', limits=2))
write("response", "lost", response(200, read("cart.json"), ending=2))
write("response", "truncated", response(200, read("cart.json")[:50], ending=1))
write("response", "empty-body", response(200, b"", ending=3))

# Deep links: the shop's own and the library's format (even first byte: ivko://open, odd: the web base).
links = [
    "ivko://home", "ivko://search", "ivko://category/Dresses", "ivko://product/W26KD0112", "ivko://cart",
    "ivko://account", "ivko://orders", "ivko://order/2026-000123", "ivko://order/", "ivko://order/a%2Fb", "ivko://category/Party%20%26%20Night", "ivko://product/", "ivko://category",
    "ivko://unknown/1", "ivko://product/a/b", "ivko://product/a%2Fb", "ivko://product/%FF", "IVKO://HOME",
    "https://example.com/product/1", "ivko://", "ivko:home", "ivko://product/..", "ivko://product/%2E%2E",
    "ivko://open/catalog/home/product/7", "ivko://open/catalog/home/category/Dresses/product/12",
    "ivko://open/catalog/search/summer%20dress/2", "ivko://open/cart", "ivko://open/catalog/home/product/x",
    "ivko://open/catalog/home/product/99999999999999999999", "ivko://open/catalog/nope", "ivko://open/",
    "ivko://open/catalog/category/%25", "ivko://open/catalog//home///", "ivko://open/catalog/home?utm=1#top",
    "ivko://open:80/catalog/home", "https://ivko.example:8443/app/links/catalog/home/product/1",
    "https://ivko.example:8443/app/links/catalog/search/%F0%9F%98%80/-1", "https://ivko.example/app/links/catalog",
    "https://ivko.example:8443/app/catalog", "ivko://open/catalog/search/q", "ivko://open/%",
]
for number, link in enumerate(links):
    prefix = b"1" if link.startswith("https") else b""
    write("deep-link", f"link-{number:02d}", link.encode() if not prefix else link.encode())
write("deep-link", "bad-utf8", b"ivko://product/\xff\xfe")
write("deep-link", "nul", b"ivko://product/a\x00b")

# Restored navigation: what SceneNavigation<ShopPage>.restorationData() writes, and mutations of it.
def navigation(paths, selected):
    value = {"paths": paths}
    if selected is not None:
        value["selectedStack"] = selected
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()

def page(case, **parameters):
    return {case: parameters}

home, cart, account = page("home"), page("cart"), page("account")
states = {
    "catalog-product": navigation([{"stack": "catalog", "pages": [home, page("category", name="Dresses"), page("product", style="W26KD0112")]}], "catalog"),
    "all-tabs": navigation([{"stack": "catalog", "pages": [home, page("search")]}, {"stack": "cart", "pages": [cart]},
                            {"stack": "account", "pages": [account, page("orders"), page("order", number="2026-000123")]}], "account"),
    "no-selection": navigation([{"stack": "cart", "pages": [cart]}], None),
    "empty-paths": navigation([], "cart"),
    "stack-alone": navigation([{"stack": "account", "pages": []}], "account"),
    "unknown-stack": navigation([{"stack": "wishlist", "pages": [home]}], "wishlist"),
    "page-not-owned": navigation([{"stack": "cart", "pages": [home]}], "cart"),
    "screen-gone": navigation([{"stack": "catalog", "pages": [home, page("product", style="")]}], "catalog"),
    "unknown-page": navigation([{"stack": "catalog", "pages": [page("wishlist")]}], "catalog"),
    "wrong-parameter": navigation([{"stack": "catalog", "pages": [page("product", id=7)]}], "catalog"),
    "same-stack-twice": navigation([{"stack": "catalog", "pages": [home, page("search")]}, {"stack": "catalog", "pages": [home]}], "catalog"),
    "same-stack-then-empty": navigation([{"stack": "catalog", "pages": [home, page("search")]}, {"stack": "catalog", "pages": []}], None),
    "not-root-first": navigation([{"stack": "catalog", "pages": [page("product", style="X"), home]}], "catalog"),
    "unknown-selection": navigation([{"stack": "cart", "pages": [cart]}], "nowhere"),
    "repeated-pages": navigation([{"stack": "catalog", "pages": [home, home, home]}], "catalog"),
}
for name, data in states.items():
    write("restored-navigation", name, data)
write("restored-navigation", "truncated", states["all-tabs"][:60])
write("restored-navigation", "bad-utf8", states["catalog-product"].replace(b"Dresses", b"Dr\xffsses"))
write("restored-navigation", "deep", b"[" * 600 + b"]" * 600)
write("restored-navigation", "types-swapped", b'{"paths":{"stack":1},"selectedStack":[]}')
write("restored-navigation", "not-json", b"navigation")

# The ratings feed: the ratings service's samples as its body, and hand-made quirks and malformed XML.
reviews = os.path.join(repo, "Examples", "Ivko", "Tests", "Fixtures", "ReviewsSamples")
def feed(product, version=b' version="2.1"'):
    return b'<?xml version="1.0" encoding="UTF-8"?>\n<ratingsFeed' + version + b">" + product + b"</ratingsFeed>"
def review(score=b"4", id=b"R-1", kind=b"customer", extra=b""):
    return b'<review id="' + id + b'" kind="' + kind + b'"><score>' + score + b"</score>" + extra + b"</review>"
def product(inner, sku=b"W26KD0112", scale=b"5"):
    return b'<product sku="' + sku + b'" scale="' + scale + b'">' + inner + b"</product>"

for name in sorted(os.listdir(reviews)):
    if not name.endswith(".xml"):
        continue
    with open(os.path.join(reviews, name), "rb") as f:
        data = f.read()
    stem = name.rsplit(".", 1)[0]
    write("ratings-feed", stem, data)
    write("ratings-feed", f"{stem}-truncated", data[: len(data) // 2])
    write("ratings-feed", f"{stem}-bad-utf8", data.replace(b"Ana M.", b"Ana \xff\xfe M."))
    write("ratings-feed", f"{stem}-no-version", data.replace(b' version="2.1"', b""))
    write("ratings-feed", f"{stem}-other-product", data.replace(b"W26KD0112", b"W26KD0113"))
    write("ratings-feed", f"{stem}-lower-case-sku", data.replace(b"W26KD0112", b" w26kd0112 "))
    write("ratings-feed", f"{stem}-utf16", b"\xff\xfe" + data.decode("utf-8").replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16-le"))
write("ratings-feed", "empty", b"")
write("ratings-feed", "blank", b" \n\t\r\n")
write("ratings-feed", "bom-only", b"\xef\xbb\xbf\n")
write("ratings-feed", "no-product", feed(b""))
write("ratings-feed", "no-sku", feed(b'<product scale="5"><average>4</average><count>3</count></product>'))
write("ratings-feed", "unknown-sku", feed(b'<error code="UNKNOWN_SKU">W26KD0112</error>', b""))
write("ratings-feed", "service-error", feed(b'<error code=" RATE_LIMIT ">try later</error>', b""))
write("ratings-feed", "error-and-product", feed(b'<error code="X"/>' + product(review())))
write("ratings-feed", "html-page", b"<!DOCTYPE html><html><head><title>Maintenance</title></head><body>Back soon</body></html>")
write("ratings-feed", "html-lower", b"  <html><title></title>")
write("ratings-feed", "not-xml", b"ratings: 4.5 of 5")
write("ratings-feed", "json", b'{"average": 4.5}')
write("ratings-feed", "unclosed", feed(product(review()))[:-5])
write("ratings-feed", "mismatched-tags", feed(b"<product><average>4</count></product>"))
write("ratings-feed", "deep-nesting", feed(b"<a>" * 400 + b"</a>" * 400))
write("ratings-feed", "deep-unclosed", b"<a>" * 1300)
write("ratings-feed", "entity-expansion", b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">]><ratingsFeed version="1"><product sku="W26KD0112"><average>&f;</average></product></ratingsFeed>')
write("ratings-feed", "external-entity", b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/hostname">]><ratingsFeed version="1">' + product(review(extra=b"<body>&x;</body>")) + b"</ratingsFeed>")
write("ratings-feed", "internal-entity", b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY t "<b>bold</b> &amp;amp; &#9;tab">]><ratingsFeed version="1">' + product(review(extra=b"<title>&t;</title><body>&t;</body>")) + b"</ratingsFeed>")
scores = [b"0", b"5", b"5,01", b"-0", b"-1", b"6", b"0/10", b"10/10", b"11/10", b"1/0", b"1/-5", b"/", b"1/2/3", b"100%", b"101%", b"%", b"-5%",
          b"4.55", b"4,449", b"1e2", b"NaN", b"inf", b"0x10", b"\xc2\xa04,5\xc2\xa0", b"9" * 40, b"0." + b"0" * 40 + b"1", b""]
write("ratings-feed", "scores", feed(product(b"".join(review(score, b"R-%d" % index) for index, score in enumerate(scores)), scale=b"10")))
for label, scale in {"scale-zero": b"0", "scale-huge": b"1000", "scale-word": b"ten", "scale-negative": b"-5", "scale-decimal": b"7,5",
                     "scale-empty": b"", "scale-thousands": b"1.000", "scale-100": b"100"}.items():
    write("ratings-feed", label, feed(product(b"<average>4</average>" + review(b"3"), scale=scale)))
for label, count in {"count-negative": b"-3", "count-huge": b"9" * 30, "count-below-reviews": b"1", "count-word": b"many",
                     "count-decimal": b"2,5", "count-dash": b"-", "count-grouped": b"1.204.000"}.items():
    write("ratings-feed", label, feed(product(b"<count>" + count + b"</count>" + review(b"3", b"A") + review(b"4", b"B"))))
write("ratings-feed", "average-out-of-scale", feed(product(b"<average>7</average>" + review(b"5"))))
write("ratings-feed", "average-unreadable-no-reviews", feed(product(b"<average>n/a</average>")))
write("ratings-feed", "ids", feed(product(review(id=b"") + review(id=b" ") + review(id=b"W26KD0112#0") + review(id=b"W26KD0112#1")
                                          + review(id=b"r") + review(id=b" r ") + review(id=b"R", kind=b" QUESTION "))))
write("ratings-feed", "no-id-attribute", feed(product(b"<review><score>4</score></review>" * 3)))
write("ratings-feed", "days", feed(product(b"".join(review(b"3", b"D%d" % index, extra=b"<submitted>" + day + b"</submitted>") for index, day in enumerate(
    [b"31.12.2026", b"2026-02-29", b"29.02.2024", b"2026-11-02T08:15:00+14:00", b"0000-01-01", b"9999-12-31", b"32.01.2026", b"",
     b"02.11.2026", b"2026-11-02", b"1.1.2026", b"2026-13-01T00:00:00Z"])))))
texts = [b"<![CDATA[<p>a</p>\t<br/>b&nbsp;&nbsp;c\x01\x7f]]>", b"&amp;amp;amp;lt;b&amp;amp;amp;gt;", b"&amp;lt;b&amp;gt;", b"&amp;#0;&amp;#x7F;&amp;#xD800;",
         b"<![CDATA[<script>alert(1)</script><style>b{}</style><!-- c -->]]>", b"<![CDATA[< a <b <<b>b> \"'>]]>", b" - ", b"&#160;", b"<![CDATA[&shy;]]>",
         b"<![CDATA[\xc2\xa0x\xc2\xa0]]>", b"\xe3\x80\x80x\xe2\x80\xa8y\xe3\x80\x80", b"&#x2028;&#x3000;z"]
write("ratings-feed", "texts", feed(product(b"".join(review(b"3", b"T%d" % index, extra=b"<author>" + text + b"</author><title>" + text + b"</title><body>" + text + b"</body>")
                                                   for index, text in enumerate(texts)))))
write("ratings-feed", "attributes-as-elements", feed(b"<product><sku>W26KD0112</sku><scale>5</scale>" + review() + b"</product>"))
write("ratings-feed", "namespaced", b'<r:ratingsFeed xmlns:r="urn:r" version="2"><r:product sku="W26KD0112">' + review() + b"</r:product></r:ratingsFeed>")
write("ratings-feed", "two-products", feed(product(review()) + product(review(), sku=b"X")))
write("ratings-feed", "nested-reviews", feed(product(b"<review id=\"a\"><score>4</score>" + review() + b"</review>")))
write("ratings-feed", "many-reviews", feed(product(b"".join(review(b"%d" % (index % 6), b"M%d" % index) for index in range(60)))))

# The picture decoder: the fixture pictures (PNG and JPEG) and mutations of them.
pictures = os.path.join(repo, "Tests", "Fixtures", "Images")

def jpeg_frame(data):
    """The offset of the JPEG's start-of-frame marker (any SOFn), or None."""
    for offset in range(2, len(data) - 9):
        if data[offset] == 0xFF and 0xC0 <= data[offset + 1] <= 0xCF and data[offset + 1] not in (0xC4, 0xC8, 0xCC):
            return offset
    return None

def png_with_size(data, width, height):
    """The PNG with its IHDR's size replaced and the chunk's CRC made right again."""
    # Signature (8 bytes), length (4), "IHDR" (4), width and height (4 each), five one-byte fields, CRC (4).
    header = data[12:16] + struct.pack(">II", width, height) + data[24:29]
    return data[:12] + header + struct.pack(">I", zlib.crc32(header) & 0xFFFFFFFF) + data[33:]

def noise(count, seed):
    value, out = seed, bytearray()
    for _ in range(count):
        value = (value * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        out.append(value >> 56)
    return bytes(out)

for name in sorted(os.listdir(pictures)):
    if not name.endswith((".png", ".jpg")):
        continue
    with open(os.path.join(pictures, name), "rb") as f:
        data = f.read()
    stem = name.rsplit(".", 1)[0]
    write("image-decoder", f"{stem}", data)
    write("image-decoder", f"{stem}-half", data[: len(data) // 2])
    write("image-decoder", f"{stem}-header-only", data[:40])
    for part in (3, 2):
        damaged = bytearray(data)
        damaged[len(data) // part] ^= 0x5A
        write("image-decoder", f"{stem}-damaged-at-1-{part}", bytes(damaged))
    if name.endswith(".jpg"):
        frame = jpeg_frame(data)
        if frame is not None:
            for label, (width, height) in {"huge": (60000, 60000), "empty": (0, 0), "max": (65535, 65535)}.items():
                patched = bytearray(data)
                patched[frame + 5 : frame + 9] = struct.pack(">HH", height, width)
                write("image-decoder", f"{stem}-size-{label}", bytes(patched))
    else:
        write("image-decoder", f"{stem}-size-huge", png_with_size(data, 60000, 60000))
        write("image-decoder", f"{stem}-size-empty", png_with_size(data, 0, 0))
        bad_crc = bytearray(data)
        bad_crc[29] ^= 0xFF
        write("image-decoder", f"{stem}-bad-crc", bytes(bad_crc))
write("image-decoder", "jpeg-garbage-after-soi", b"\xff\xd8\xff" + noise(64, 1))
write("image-decoder", "png-garbage-after-signature", b"\x89PNG\r\n\x1a\n" + noise(64, 2))
write("image-decoder", "jpeg-soi-only", b"\xff\xd8\xff")
write("image-decoder", "not-a-picture", b"GIF89a")
