// Which targets a target needs built first, for telling which app a test bundle tests.

extension ProjectFile {
    /// The names of the targets the target named `name` depends on (its `PBXTargetDependency` list), in its order;
    /// `nil` when the project has no such target.
    ///
    /// A dependency on a target of another project (through a container item proxy) names no target here and is
    /// left out.
    public func dependencies(ofTarget name: String) -> [String]? {
        guard let target = model.targets.first(where: { $0.info.name == name }) else { return nil }
        let node = objects[target.object].value
        return plist.items(of: plist.value(forKey: "dependencies", in: node) ?? node).compactMap { item in
            guard let dependency = objects.index(ofNode: item),
                let targetNode = plist.value(forKey: "target", in: objects[dependency].value),
                let other = objects.index(ofNode: targetNode)
            else { return nil }
            return model.targets.first { $0.object == other }?.info.name
        }
    }
}
