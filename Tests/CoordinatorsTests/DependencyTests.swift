import Coordinators
import Screens
import Testing

/// Counts how often it heard about new dependencies.
final class CountingCoordinator: Coordinator<ViewController> {
    private(set) var changes = 0

    init(_ identifier: String) {
        super.init(rootViewController: ViewController(), identifier: identifier)
    }

    override func dependenciesDidChange() {
        super.dependenciesDidChange()
        changes += 1
    }

    var catalog: String? { dependency(AppDependency.self)?.catalog }
}

@MainActor
@Suite("Dependencies")
struct DependencyTests {
    @Test("A late value reaches grandchildren and children started later")
    func lateArrivalPropagates() {
        let app = CountingCoordinator("app")
        let child = CountingCoordinator("child")
        let grandchild = CountingCoordinator("grandchild")
        app.start()
        app.startChild(child)
        child.startChild(grandchild)

        app.setDependency(AppDependency(catalog: nil))
        #expect(grandchild.dependencies.contains(AppDependency.self))
        #expect(grandchild.catalog == nil)

        app.setDependency(AppDependency(catalog: "db open"))
        #expect(child.catalog == "db open")
        #expect(grandchild.catalog == "db open")
        #expect(grandchild.changes == 2)

        let later = CountingCoordinator("later")
        grandchild.startChild(later)
        #expect(later.catalog == "db open")
        #expect(later.changes == 1)
    }

    @Test("Values of different types live side by side; a subtree can override")
    func typeKeyed() {
        let app = CountingCoordinator("app")
        let child = CountingCoordinator("child")
        app.start()
        app.startChild(child)
        app.setDependency(AppDependency(catalog: "db"))
        app.setDependency(42)
        child.setDependency(AppDependency(catalog: "preview"))
        #expect(child.dependency(Int.self) == 42)
        #expect(child.catalog == "preview")
        #expect(app.catalog == "db")
    }

    @Test("A subtree's own value survives an ancestor setting that type again: nearest wins, for children started later too")
    func overrideSurvivesAncestorReset() {
        let app = CountingCoordinator("app")
        let preview = CountingCoordinator("preview")
        let grandchild = CountingCoordinator("grandchild")
        let sibling = CountingCoordinator("sibling")
        app.start()
        app.startChild(preview)
        app.startChild(sibling)
        preview.startChild(grandchild)
        app.setDependency(AppDependency(catalog: "db"))
        preview.setDependency(AppDependency(catalog: "preview"))
        #expect(grandchild.catalog == "preview")

        app.setDependency(AppDependency(catalog: "db v2"))
        #expect(app.catalog == "db v2")
        #expect(sibling.catalog == "db v2")
        #expect(preview.catalog == "preview")
        #expect(grandchild.catalog == "preview")

        let later = CountingCoordinator("later")
        grandchild.startChild(later)
        #expect(later.catalog == "preview")
        app.setDependency(AppDependency(catalog: "db v3"))
        #expect(later.catalog == "preview")
        #expect(grandchild.catalog == "preview")
    }

    @Test("An override hears nothing when an ancestor sets its type, but hears the other types")
    func overrideIsQuietAboutItsType() {
        let app = CountingCoordinator("app")
        let preview = CountingCoordinator("preview")
        app.start()
        app.startChild(preview)
        preview.setDependency(AppDependency(catalog: "preview"))
        #expect(preview.changes == 1)
        app.setDependency(AppDependency(catalog: "db"))
        #expect(preview.changes == 1)
        app.setDependency(7)
        #expect(preview.changes == 2)
        #expect(preview.dependency(Int.self) == 7)
        #expect(preview.overridesDependency(AppDependency.self))
        #expect(!preview.overridesDependency(Int.self))
    }

    @Test("Removing an override gives the subtree the ancestor's current value back, or none")
    func removeOverride() {
        let app = CountingCoordinator("app")
        let preview = CountingCoordinator("preview")
        let grandchild = CountingCoordinator("grandchild")
        let pinned = CountingCoordinator("pinned")
        app.start()
        app.startChild(preview)
        preview.startChild(grandchild)
        preview.startChild(pinned)
        preview.setDependency(AppDependency(catalog: "preview"))
        pinned.setDependency(AppDependency(catalog: "pinned"))
        preview.removeDependency(AppDependency.self)
        #expect(preview.dependency(AppDependency.self) == nil)
        #expect(grandchild.dependency(AppDependency.self) == nil)
        #expect(pinned.catalog == "pinned")

        preview.setDependency(AppDependency(catalog: "preview"))
        app.setDependency(AppDependency(catalog: "db v2"))
        preview.removeDependency(AppDependency.self)
        #expect(preview.catalog == "db v2")
        #expect(grandchild.catalog == "db v2")
        #expect(pinned.catalog == "pinned")
        app.setDependency(AppDependency(catalog: "db v3"))
        #expect(grandchild.catalog == "db v3")

        // An inherited value cannot be removed from below.
        grandchild.removeDependency(AppDependency.self)
        #expect(grandchild.catalog == "db v3")
    }

    @Test("A child started by another parent sees that parent's values, not the ones it inherited before; its own stay")
    func movedChildInheritsFromNewParent() {
        let first = CountingCoordinator("first")
        let second = CountingCoordinator("second")
        let child = CountingCoordinator("child")
        first.start()
        second.start()
        first.setDependency(AppDependency(catalog: "first"))
        first.setDependency(7)
        second.setDependency(AppDependency(catalog: "second"))
        child.setDependency("the child's own")
        first.startChild(child)
        #expect(child.catalog == "first")
        #expect(child.dependency(Int.self) == 7)

        second.startChild(child)
        #expect(first.children.isEmpty)
        #expect(child.catalog == "second")
        #expect(child.dependency(Int.self) == nil)
        #expect(child.dependency(String.self) == "the child's own")
    }

    @Test("Every open scene gets a new value; a scene connected later gets the current one")
    func scenes() {
        let application = ApplicationCoordinator()
        application.start()
        let first = SceneCoordinator(rootViewController: ViewController(), identifier: "scene 1")
        let second = SceneCoordinator(rootViewController: ViewController(), identifier: "scene 2")
        application.connect(first)
        application.connect(second)
        let deep = CountingCoordinator("deep")
        second.startChild(deep)

        application.setDependency(AppDependency(catalog: "v1"))
        #expect(first.dependency(AppDependency.self)?.catalog == "v1")
        #expect(deep.catalog == "v1")

        application.disconnect(first)
        application.setDependency(AppDependency(catalog: "v2"))
        let third = SceneCoordinator(rootViewController: ViewController(), identifier: "scene 3")
        application.connect(third)
        #expect(third.dependency(AppDependency.self)?.catalog == "v2")
        #expect(deep.catalog == "v2")
        #expect(first.dependency(AppDependency.self)?.catalog == "v1")
        #expect(application.sceneCoordinators.map(\.identifier) == ["scene 2", "scene 3"])
    }

    @Test("A required dependency is returned typed, or thrown as missing naming the type and the coordinator")
    func requiredDependency() throws {
        let app = CountingCoordinator("app")
        let child = CountingCoordinator("child")
        app.start()
        app.startChild(child)
        #expect(throws: CoordinatorError.missingDependency(type: "AppDependency", coordinator: "child")) {
            try child.requiredDependency(AppDependency.self)
        }

        app.setDependency(AppDependency(catalog: "db"))
        #expect(try child.requiredDependency(AppDependency.self).catalog == "db")
        #expect(try child.requiredDependency(AppDependency.self, \.catalog) == "db")
        #expect(throws: CoordinatorError.missingDependency(type: "Array<String>", coordinator: "child")) {
            try child.requiredDependency(AppDependency.self, \.cart)
        }

        child.setDependency(AppDependency(catalog: "db", cart: ["a"]))
        let later = CountingCoordinator("later")
        child.startChild(later)
        #expect(try later.requiredDependency(AppDependency.self, \.cart) == ["a"])
    }
}
