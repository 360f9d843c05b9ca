@testable import IvkoData
import Testing

@Suite("HTML to plain text")
struct HTMLTextTests {
    @Test(arguments: [
        ("<p>Long &amp; elegant, with hand-sewn sequins.</p>", "Long & elegant, with hand-sewn sequins."),
        ("Velvet blazer &#8211; tailored fit", "Velvet blazer \u{2013} tailored fit"),
        ("<i>Breezy</i> linen shirt", "Breezy linen shirt"),
        ("<b>-20%</b> on knitwear", "-20% on knitwear"),
        ("KINGS &amp; DUKES", "KINGS & DUKES"),
        ("Petrovi&#269;", "Petrovič"),
        ("Petrovi&#x10D; &#X10c;", "Petrovič Č"),
        ("&quot;Bella&quot;&nbsp;&nbsp;dress", "\"Bella\" dress"),
        ("&lt;b&gt; is bold", "<b> is bold"),
        ("caf&eacute; &euro; &Scaron;&scaron; &dstrok;", "café € Šš đ"),
        ("hand<b>made</b>", "handmade"),
        ("<p>One</p><p>Two</p>", "One\nTwo"),
        ("Line<br>break<br/>and<BR />more", "Line\nbreak\nand\nmore"),
        ("<ul><li>A</li><li>B</li></ul>", "A\nB"),
        ("  lots \n of\t\tspace  ", "lots of space"),
        ("size < 40 & R&D", "size < 40 & R&D"),
        ("&foo; &amp", "&foo; &amp"),
        ("a <!-- hidden --> b", "a b"),
        ("x<script>alert('<b>')</script>y", "xy"),
        ("<a href=\"x>y\">link</a>", "link"),
        ("ERP&#150;export &#146;quoted&#146;", "ERP\u{2013}export \u{2019}quoted\u{2019}"),
        ("bad &#0; &#xD800; &#1114112;", "bad \u{FFFD} \u{FFFD} \u{FFFD}"),
        ("soft&shy;hyphen", "softhyphen"),
        ("unclosed <b tag", "unclosed <b tag"),
        ("", ""),
        ("<p></p>", ""),
        ("a\u{1F}b\u{07}c\u{7F}d", "a b c d"),
        ("x&#31;y&#127;z", "x y z"),
    ])
    func plainText(html: String, expected: String) {
        #expect(HTMLText.plainText(html) == expected)
    }

    @Test func textWithoutMarkupIsReturnedAsItIs() {
        #expect(HTMLText.plainText("Pleated midi skirt") == "Pleated midi skirt")
        #expect(HTMLText.plainText("SEQUIN DRESS  ") == "SEQUIN DRESS")
    }
}

@Suite("Title and sentence case")
struct TextCaseTests {
    @Test(arguments: [
        ("SEQUIN DRESS", "Sequin Dress"), ("PETROVIĆ", "Petrović"), ("JELENA", "Jelena"), ("knitwear", "Knitwear"),
        ("DRESSES", "Dresses"), ("SUMMER 2026", "Summer 2026"), ("95% VISCOSE", "95% Viscose"),
        ("100% SILK VELVET", "100% Silk Velvet"), ("OFF-WHITE", "Off-White"), ("BEOGRAD", "Beograd"),
        ("ŠIFON HALJINA", "Šifon Haljina"), ("KINGS & DUKES", "Kings & Dukes"), ("T/SHIRT", "T/Shirt"),
        ("Kings & Dukes", "Kings & Dukes"), ("McDonald", "McDonald"), ("Novi Sad", "Novi Sad"),
        ("W26 COLLECTION", "W26 Collection"), ("2026", "2026"), ("O'NEILL", "O'neill"),
    ])
    func titleCase(text: String, expected: String) {
        #expect(TextCase.titleCased(text) == expected)
    }

    @Test(arguments: [
        ("NO BLEACH", "No bleach"), ("IRON LOW", "Iron low"), ("30°C", "30°C"), ("DRY CLEAN ONLY", "Dry clean only"),
        ("hand wash", "Hand wash"), ("Wash at 30°C", "Wash at 30°C"), ("WASH AT 30°C", "Wash at 30°C"),
    ])
    func sentenceCase(text: String, expected: String) {
        #expect(TextCase.sentenceCased(text) == expected)
    }
}

@Suite("Trimming and empties")
struct TrimmingTests {
    @Test(arguments: [
        ("PETROVIĆ ", "PETROVIĆ"), ("  a b  ", "a b"), ("\u{00A0}x\u{00A0}", "x"), ("\t\n", ""), ("", ""), ("abc", "abc"),
    ])
    func trimmed(text: String, expected: String) {
        #expect(TextTrimming.trimmed(text) == expected)
    }

    @Test func emptySpellings() {
        #expect(TextTrimming.isEmptyValue(""))
        #expect(TextTrimming.isEmptyValue("-"))
        #expect(!TextTrimming.isEmptyValue("--"))
        #expect(!TextTrimming.isEmptyValue("-20%"))
    }
}
