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
}
