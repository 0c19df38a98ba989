//
//  AgentDetailViewController.swift
//  AgentApp
//
//  Created by Jane Appleseed on 22/11/2026.
//  Copyright © 2026 Example Corp. All rights reserved.
//

import UIKit

typealias AgentDetailViewControllerInput =
    AgentDetailPresenterToViewControllerPipeline
typealias AgentDetailViewControllerOutput =
    AgentDetailViewControllerToInteractorPipeline

/// Sends requests to the interactor, displays the presenter's view models and asks the router to navigate.
///
/// Another scene's router opens it: `AgentDetailViewController()`, then fill `router?.dataStore`,
/// then push.
final class AgentDetailViewController: UIViewController {
    var output: AgentDetailViewControllerOutput!
    var router: (AgentDetailRoutingLogic & AgentDetailDataPassing)?

    private let activityIndicator = UIActivityIndicatorView(style: .large)
    private let titleLabel = UILabel()
    private lazy var relatedButton = UIBarButtonItem(
        title: "Related",
        primaryAction: UIAction { [weak self] _ in
            self?.router?.routeToRelatedAgentDetail()
        }
    )

    init() {
        super.init(nibName: nil, bundle: nil)
        setupVIP()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("AgentDetailViewController is built in code: use init()")
    }

    /// Wires the cycle when the scene is created, so the router that opens it can fill its data store first.
    private func setupVIP() {
        let interactor = AgentDetailInteractor()
        let presenter = AgentDetailPresenter()
        let router = AgentDetailRouter()
        output = interactor
        interactor.output = presenter
        presenter.output = self
        router.viewController = self
        router.dataStore = interactor
        self.router = router
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setUpLayout()
        loadAgentDetail()
    }

    private func setUpLayout() {
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [activityIndicator, titleLabel])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func loadAgentDetail() {
        activityIndicator.startAnimating()
        output.loadAgentDetail(request: AgentDetail.Load.Request())
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.loadAgentDetail()
            }
        )
        present(alert, animated: true)
    }
}

// MARK: - AgentDetailViewControllerInput
extension AgentDetailViewController: AgentDetailViewControllerInput {
    func displayAgentDetail(viewModel: AgentDetail.Load.ViewModel) {
        activityIndicator.stopAnimating()
        switch viewModel {
        case .content(let title, let showsRelated):
            titleLabel.text = title
            navigationItem.rightBarButtonItem = showsRelated ? relatedButton : nil
        case .error(let message):
            showError(message)
        }
    }
}
