public import Screens

/// The shape of the shop's pictures: every product and promotion picture is portrait, 3 by 4.
/// Screens set it on their image views before the file is there, so a browser keeps a place of
/// that shape (no jump when the picture comes, a placeholder if it never does).
public enum ShopPictures {
    /// The size, in pixels, the shop's pictures are drawn at (their shape is what counts).
    public static let size = ImageView.ImageSize(width: 600, height: 800)
}
